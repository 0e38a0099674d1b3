# Słowa strony po polsku (źródłem jest en.ftl).

## Bar: the title, the score and the buttons above the board

bar-moves = Ruchy
bar-time = Czas
bar-new-game = Nowa gra
bar-undo = Cofnij
bar-redo = Ponów
bar-hint = Podpowiedź
bar-menu = Menu
bar-checking = Sprawdzam…
bar-status-won = Wygrana
bar-status-winnable = Do wygrania
bar-status-lost = Nie do wygrania
    .short = Nie do wygrania
bar-status-unknown = Nieznane (solver się poddał)
    .short = Nieznane
bar-status-error = Nieznane ({ $error })
bar-deal = Rozdanie { $deal }
bar-deal-after-name = rozdanie { $deal }
bar-position = Własny układ
bar-position-after-name = własny układ
bar-daily = Rozdanie dnia, { $date }
bar-daily-of-game = { $game }: rozdanie dnia, { $date }
grade-easy = Łatwe
grade-medium = Średnie
grade-hard = Trudne
grade-impossible = Nie do wygrania

## Menu

menu-label =
    .aria-label = Menu
menu-stats = Rozegrane { $played } · Wygrane { $won } ({ $rate }) · Seria { $streak } (najlepsza { $best })
menu-par = Par { $count }
menu-par-busy = Par …
menu-par-none = Brak par
menu-par-unknown = Par nieznany
menu-par-title = Rozwiązanie solvera dla tego rozdania, liczone tak jak licznik ruchów
par-why-position = brak par dla układu
par-why-busy = par jest obliczany
par-why-impossible = brak par: tego rozdania nie da się wygrać
par-why-gave-up = par nieznany (solver się poddał)
par-why-autoplay = par nieznany przy tym automatycznym odkładaniu
menu-solve = Rozwiąż
menu-stop = Zatrzymaj
menu-watch = Pokaż rozwiązanie
menu-restart = Zacznij od nowa
menu-replay = Odtwórz grę
menu-copy-link = Kopiuj link do tej gry
menu-daily = Rozdanie dnia
menu-statistics = Statystyki
menu-settings = Ustawienia
menu-rules = Jak grać
menu-keys = Skróty klawiszowe
menu-mute = Wycisz dźwięk

## The board, the banners and the dock under it

board-label =
    .aria-label = Plansza FreeCell: strzałki przechodzą między stosami, Enter lub Spacja podnosi i odkłada
# Nazwa stosu w przypadku, którego wymaga zdanie ($case): dopełniacz po
# „z” i „do”, biernik po „na”.
pile-cascade = { $case ->
        [acc] kolumnę
        [gen] kolumny
       *[nom] kolumna
    } { $number }
pile-freecell = { $case ->
        [acc] wolną komórkę
        [gen] wolnej komórki
       *[nom] wolna komórka
    } { $name }
pile-foundation = { $case ->
        [acc] stos docelowy
        [gen] stosu docelowego
       *[nom] stos docelowy
    } { $number }
pile-with-cards = { $pile }, { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[many] { $count } kart
    }, na wierzchu { $card }
pile-empty = { $pile }, { $pile-kind ->
        [foundation] pusty
       *[other] pusta
    }
card-on-pile = { $card }, { $pile }
stuck = Nie ma już żadnego ruchu. Cofnij, zacznij od nowa albo zagraj nowe rozdanie.
coach-label =
    .aria-label = Gdzie gra została przegrana
coach-take-back = Cofnij mnie
close = Zamknij
viewer-back = ◀︎ Wstecz
    .aria-label = Jeden ruch wstecz
viewer-slider =
    .aria-label = Ruch
viewer-forward = Dalej ▶︎
    .aria-label = Jeden ruch dalej
viewer-continue = Graj dalej stąd

## The win dialog and sharing

win-title = Wygrana!
win-new = Nowe rozdanie
win-share = Udostępnij
win-copy = Kopiuj link do tej gry
win-close = Zobacz planszę
share-title = Link do tej gry
share-note = Ta przeglądarka nie pozwala stronie go skopiować: skopiuj link poniżej (jest zaznaczony).
# $kind: daily, deal or position; $game: the game's name, or none for FreeCell.
win-what = { $game ->
        [none] { $kind ->
            [daily] Rozdanie dnia { $date }
            [deal] Rozdanie { $deal }
           *[position] Ten układ
        }
       *[other] { $game }, { $kind ->
            [daily] rozdanie dnia { $date }
            [deal] rozdanie { $deal }
           *[position] ten układ
        },
    }
win-par = ; { $proven ->
        [yes] par { $par }, najmniej możliwych
        [no] par { $par }, najlepszy znaleziony
       *[asking] par { $par }, najlepszy dotąd znaleziony (szukam krótszego)
    }
win-par-why = { " " }({ $why })
win-hints = Użyte podpowiedzi: { $nudge ->
        [one] 1 wskazówka
        [few] { $nudge } wskazówki
       *[many] { $nudge } wskazówek
    }, { $lit } pokazane, { $played } zagrane.
win-no-hints = Bez podpowiedzi.
win-solved-given = { $what } rozwiązane w { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    }{ $par }. { $given } z nich pochodziło z Rozwiąż, rozwiązania albo linku, więc nie liczy się to jako wygrana.
win-solved = { $what } rozwiązane w { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    } i { $time }{ $par }. { $hints }
win-stats = Rozegrane { $played }, wygrane { $won }, seria { $streak } (najlepsza { $best }).
win-daily-streak = Seria dzienna { $streak } (najlepsza { $best }).
share-text = { $game }, rozdanie dnia { $date }: { $won ->
        [yes] wygrane w { $moves ->
            [one] 1 ruchu
           *[other] { $moves } ruchach
        }
       *[no] rozwiązane z pomocą w { $moves } ruchach
    }{ $par ->
        [none] {""}
       *[other] { " " }(par { $par })
    }, { $time }. Seria dzienna: { $streak ->
        [one] 1 dzień
       *[other] { $streak } dni
    }.

## Settings

settings-title = Ustawienia
settings-language = Język
settings-language-auto = Automatycznie (jak przeglądarka)
settings-deck = Kolory kart
settings-deck-two = Dwa: czerwony, czarny
settings-deck-four-blue = Cztery, niebieskie kara
settings-deck-four-orange = Cztery, pomarańczowe kara
settings-index = Duże indeksy w rogach
settings-theme = Motyw
settings-theme-felt = Zielone sukno
settings-theme-contrast = Wysoki kontrast
settings-hand = Leworęczny: stosy docelowe i przyciski po lewej
settings-speed = Animacja
settings-speed-off = Wyłączona
settings-speed-fast = Szybka
settings-speed-normal = Normalna
settings-speed-slow = Wolna
settings-motion-note = Twój system prosi o ograniczenie ruchu, więc karty się nie przesuwają.
settings-sound = Dźwięk
settings-sound-on = Włączony
settings-sound-off = Wyłączony
settings-volume = Głośność
settings-autoplay = Automatyczne odkładanie
settings-autoplay-off = Wyłączone
settings-autoplay-safe = Bezpieczne karty
settings-autoplay-all = Wszystkie karty
settings-done = Gotowe

## Statistics

stats-title = Statystyki
stats-played = Rozegrane
stats-won = Wygrane
stats-rate = Odsetek wygranych
stats-streak = Seria
stats-best = Najlepsza seria
stats-fewest = Najmniej ruchów
stats-fastest = Najszybsza wygrana
stats-par = Udowodniony par osiągnięty
stats-par-value = { $matched } z { $proven }
stats-progress = W toku
stats-hints = Podpowiedzi w wygranych grach
stats-hints-value = { $nudge ->
        [one] 1 wskazówka
        [few] { $nudge } wskazówki
       *[many] { $nudge } wskazówek
    }, { $lit } pokazane, { $played } zagrane
stats-saved = Zapisane gry
stats-saved-note = Każda gra w toku jest zachowana: otwórz jej rozdanie ponownie, aby grać dalej. Eksport zapisuje wszystkie gry, statystyki i ustawienia w jednym pliku; Import dodaje gry z pliku do gier tej przeglądarki.
stats-export = Eksportuj
stats-import = Importuj…
game-kind = { $game }, { $cells ->
        [one] 1 wolna komórka
        [few] { $cells } wolne komórki
       *[many] { $cells } wolnych komórek
    }
stats-exported = Wyeksportowano { $count ->
        [one] 1 grę
        [few] { $count } gry
       *[many] { $count } gier
    }, statystyki i ustawienia.
stats-unreadable = Nie udało się odczytać pliku. Nic nie zostało zmienione.
stats-refused = { $reason } Nic nie zostało zmienione.
stats-full = W pamięci tej przeglądarki nie ma miejsca na te gry. Nic nie zostało zmienione.
stats-imported = { $settings ->
        [yes] Zaimportowano { $count ->
            [one] 1 grę
            [few] { $count } gry
           *[many] { $count } gier
        } i ustawienia.
       *[no] Zaimportowano { $count ->
            [one] 1 grę
            [few] { $count } gry
           *[many] { $count } gier
        }.
    }

## New game

new-game-title = Nowa gra
new-game-game = Gra
new-game-cells = Wolne komórki
new-game-difficulty = Trudność losowego rozdania
difficulty-any = Dowolna
difficulty-easy = Łatwa
difficulty-medium = Średnia
difficulty-hard = Trudna
new-game-deal = Numer rozdania
new-game-random =
    .placeholder = Losowe
new-game-cancel = Anuluj
new-game-play = Graj
new-game-bad-number = Numer rozdania to liczba całkowita, na przykład 617; zostaw puste, aby zagrać losowe rozdanie.

## Keyboard shortcuts

keys-title = Skróty klawiszowe
key-enter = Enter
key-space = Spacja
key-escape = Esc
key-shift = Shift
key-ctrl = Ctrl
keys-or = lub
keys-piles = Przechodzenie między stosami
keys-pick = Podniesienie kart ze stosu albo odłożenie ich na niego
keys-carry = Jedna karta więcej albo mniej
keys-escape = Puszczenie kart; zamknięcie okna albo menu
keys-undo = Cofnij
keys-redo = Ponów
keys-hint = Podpowiedź (naciśnij znowu, aby dowiedzieć się więcej)
keys-new = Nowa gra

## Daily deal

daily-title = Rozdanie dnia
daily-note = Jedno rozdanie dziennie, takie samo dla wszystkich: łatwe w poniedziałek i wtorek, średnie od środy do piątku, trudne w weekend.
daily-prev =
    .aria-label = Poprzedni miesiąc
daily-next =
    .aria-label = Następny miesiąc
daily-legend-won = wygrane w 87 ruchach, par 80
daily-legend-played = rozegrane, nie wygrane
daily-legend-today = dziś
daily-today = Dzisiejsze rozdanie
daily-streak = Seria dzienna: { $streak ->
        [one] 1 dzień
       *[other] { $streak } dni
    } (najlepsza { $best }), licząc dni wygrane tego samego dnia.
daily-day-won = { $date }, wygrane
daily-day-won-moves = { $date }, wygrane w { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    }
daily-day-won-par = { $date }, wygrane w { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    }, par { $par }
daily-day-played = { $date }, rozegrane, nie wygrane
daily-day-future = { $date }, jeszcze nie otwarte
daily-day-not-played = { $date }, nie rozegrane
daily-day-today = { $label }, dziś
daily-not-yet = Nie ma jeszcze rozdania dnia na { $date }: otworzy się tego dnia.
daily-finding = Szukam rozdania dnia { $date }…
daily-none = Brak rozdania dnia: { $error }.
daily-bad-date = datę zapisuje się jako RRRR-MM-DD, np. 2026-11-28, a nie { $given }
daily-bad-month = miesiąc to liczba od 1 do 12, a nie { $month }
daily-bad-day = { $month } ma dni od 1 do { $last }, a nie { $day }
daily-future-today = { $reason } Zamiast niego pokazano dzisiejsze rozdanie.

## How to play: the page's own words (the rules themselves are in the group Rules)

rules-title = Jak grać
rules-title-game = Jak grać w { $game }
rules-moving = Przesuwanie kart
rules-drag = Przeciągnij kartę albo sekwencję kart myszą, palcem lub rysikiem; albo kliknij (dotknij) ją, a potem miejsce, do którego ma trafić.
rules-double = Dwuklik (podwójne dotknięcie) na karcie wysyła ją na jej stos docelowy, a jeśli nie może, na najlepsze dozwolone miejsce.
rules-keys = Klawisze: strzałki przechodzą między stosami, Enter lub Spacja podnosi i odkłada (Shift+Góra i Shift+Dół biorą jedną kartę więcej lub mniej), Esc puszcza. U lub Ctrl+Z cofa, Ctrl+Y ponawia, H daje podpowiedź.
rules-autoplay = Karty, których nie potrzebuje żadna inna, same trafiają na stosy docelowe (Automatyczne odkładanie, w Ustawieniach).
rules-stuck = Utknąłeś? Podpowiedź pokazuje ruch w trzech krokach, a gdy gry nie da się już wygrać, Cofnij mnie znajduje ruch, który ją przegrał.
new-game-cells-option = { $usual ->
        [yes] { $cells ->
            [one] 1 wolna komórka (zwykle)
            [few] { $cells } wolne komórki (zwykle)
           *[many] { $cells } wolnych komórek (zwykle)
        }
       *[no] { $cells ->
            [one] 1 wolna komórka
            [few] { $cells } wolne komórki
           *[many] { $cells } wolnych komórek
        }
    }

## Messages: what the page says under the board, and to screen readers

msg-updated = Strona została zaktualizowana do nowej wersji; twoja gra jest taka, jaką ją zostawiłeś.
msg-random-instead = { $reason } Zamiast tego otwarto losowe rozdanie.
msg-usual-cells = { $reason } Rozdanie otwarto ze zwykłą dla tej gry liczbą wolnych komórek.
msg-from-elsewhere = Ta gra była rozgrywana w innej karcie: jest pokazana tak, jak wygląda tam teraz.
msg-not-kept-move = Twój ruch ({ $move }) nie został zachowany: ta gra była w tym samym czasie rozgrywana w innej karcie i jest pokazana tak, jak wygląda tam teraz.
msg-not-kept = Twoja ostatnia zmiana nie została zachowana: ta gra była w tym samym czasie rozgrywana w innej karcie i jest pokazana tak, jak wygląda tam teraz.
msg-watching = To oglądany krok, nie twoja gra: „Graj dalej stąd” gra od niego.
msg-imported-later = Zaimportowany plik miał nowszy zapis tej gry: jest pokazana tak, jak w nim.
msg-foundation-stays = Karty ze stosu docelowego tam zostają.
msg-only-top = { $count ->
        [one] Tylko wierzchnia karta z { $pile-gen } może się teraz ruszyć.
        [few] Tylko { $count } wierzchnie karty z { $pile-gen } mogą się teraz ruszyć razem.
       *[many] Tylko { $count } wierzchnich kart z { $pile-gen } może się teraz ruszyć razem.
    }
msg-no-legal-move = Nie ma dozwolonego ruchu dla { $card }.
msg-daily-no-save = To rozdanie dnia nie ma zapisanej gry do wznowienia.
msg-in-progress-daily = To rozdanie dnia jest grą w toku; Zacznij od nowa rozdaje je jeszcze raz.
msg-in-progress-deal = Rozdanie { $deal } jest grą w toku; Zacznij od nowa rozdaje je jeszcze raz.
msg-in-progress-position = Ten układ jest grą w toku.
msg-resumed-daily = Rozdanie dnia wznowione tam, gdzie zostało: { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }.
msg-resumed-deal = Rozdanie { $deal } wznowione tam, gdzie zostało: { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }.
msg-resumed-position = Układ wznowiony tam, gdzie został: { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }.
msg-drop-here = Upuść karty na podświetlonym stosie.
msg-link-copied = Link do tej gry jest skopiowany: odtwarza każdy ruch.
msg-result-copied = Twój wynik jest skopiowany, z linkiem do rozdania dnia.
msg-finding-deal = { $difficulty ->
        [easy] Szukam łatwego rozdania…
        [medium] Szukam średniego rozdania…
        [hard] Szukam trudnego rozdania…
       *[any] Szukam rozdania…
    }
msg-no-new-deal = Brak nowego rozdania: { $error }.
msg-new-deal = Rozdanie { $deal }.
msg-new-deal-grade = Rozdanie { $deal }, { $grade }.
msg-no-solution = Stąd nie ma rozwiązania.
msg-no-solution-undo = Stąd nie ma rozwiązania: cofnij kilka ruchów.
msg-no-solution-deal = Brak rozwiązania: tego rozdania nie da się wygrać, nawet od początku.
msg-no-solution-position = Brak rozwiązania: tego układu nie da się wygrać, nawet od początku.
msg-solver-error = Brak podpowiedzi: { $error }.
msg-hint-gave-up = Brak podpowiedzi: solver poddał się przy tym układzie.
error-refused = tego nie można zrobić
error-position = to nie jest układ, który strona potrafi odczytać: zawiera każdy stos i wszystkie 52 karty, zapisane tak, jak zapisuje je strona
error-move = '{ $given }' to nie ruch w standardowej notacji, takiej jak 3a, 36 czy 36/4
solver-load = nie udało się wczytać solvera
solver-none-found = { $tries ->
        [one] w { $tries } próbie
        [few] w { $tries } próbach
        [many] w { $tries } próbach
       *[other] w { $tries } próby
    } nie trafiło się takie rozdanie
solver-date = dla tej daty go nie ma
solver-failed = solver przestał działać
msg-hint-1 = Podpowiedź 1 z 3: spójrz na { $card }.
msg-hint-2 = Podpowiedź 2 z 3: { $move }.
msg-hint-3 = Podpowiedź 3 z 3, zagrana: { $move }.
save-unreadable = Nie udało się odczytać zapisanej gry, więc zaczęła się nowa.
save-no-storage = Ta przeglądarka nie pozwala grze zapisywać postępów.
save-full = Pamięć przeglądarki jest pełna: nie udało się zapisać tej gry.
save-newer = Nowsza wersja strony (w innej karcie) zapisała tę grę: odśwież, aby grać dalej. Ruchy wykonane tutaj nie są zapisywane.
save-part-lost = Części zapisanych danych nie udało się odczytać i zostały wyzerowane.
live-picked = { $count ->
        [one] Podniesiono { $card }
       *[other] Podniesiono { $card } i { $more } więcej
    }
live-moved = { $count ->
        [one] { $card } na { $pile-acc }
       *[other] { $card } i { $more } więcej na { $pile-acc }
    }{ $home ->
        [0] {""}
        [one] ; 1 karta na stosy docelowe
        [few] ; { $home } karty na stosy docelowe
       *[many] ; { $home } kart na stosy docelowe
    }{ $end ->
        [won] . Wygrana!
        [stuck] . Nie ma już żadnego ruchu.
       *[none] {""}
    }
live-step = { $what }; wykonano { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }
live-undone = Ruch cofnięty
live-redone = Ruch ponowiony
live-restarted = Zaczęto od nowa
live-resumed-daily = Rozdanie dnia wznowione, ruchy: { $moves }
live-resumed-deal = Rozdanie { $deal } wznowione, ruchy: { $moves }
live-resumed-position = Układ wznowiony, ruchy: { $moves }
live-dealt-daily = Rozdano rozdanie dnia
live-dealt-deal = Rozdano rozdanie { $deal }
live-loaded-position = Wczytano układ
move-index = { $card }
move-card = { $card }
move-cards = { $count ->
        [2] { $card } z kartą na niej
       *[other] { $card } z { $more } kartami na niej
    }
move-unknown-card = kartę
move-to-foundation = na jej stos docelowy
move-to-freecell = do { $pile-gen }
move-onto = na { $card }
move-to-empty = do pustej kolumny ({ $pile-gen })
move-text = { $card } { $target }
coach-cannot-win = Tego rozdania nie da się wygrać, nawet od początku.
coach-gave-up-all = Solver poddał się przy wcześniejszych układach, które sprawdzał, więc nie zna żadnego, do którego mógłby cię cofnąć.
coach-gave-up-between = Solver poddał się przy układach między ruchem { $from } a ruchem { $to }, więc nie wie, który ruch przegrał grę. Cofnij mnie przechodzi do ruchu { $target }, ostatniego układu, o którym wiadomo, że da się go wygrać.
coach-lost-autoplay = Automatyczne odłożenie { $card } po ruchu { $number } sprawiło, że gry nie da się wygrać.
coach-lost-move = Przesunięcie { $move } w ruchu { $number } sprawiło, że gry nie da się wygrać.
coach-old-save = Nie do wygrania. Ruchy tej gry są nieznane (zapisała ją starsza wersja strony): cofnij, aby wrócić.
coach-looking = Nie do wygrania. Szukam ruchu, który ją przegrał…
coach-stopped = Nie do wygrania. Solver zatrzymał się, zanim znalazł, gdzie gra została przegrana.
coach-taken-back = Cofnięto do ruchu { $moves }, skąd grę wciąż da się wygrać. Cofnij wraca tam, gdzie byłeś.
live-taken-back = Cofnięto
viewer-now = Układ teraz.
viewer-dealt = Rozdanie tak, jak zostało rozdane.
viewer-step = Ruch { $step } z { $steps }: { $move }{ $home ->
        [0] {""}
        [one] ; 1 karta automatycznie na stosy docelowe
        [few] ; { $home } karty automatycznie na stosy docelowe
       *[many] ; { $home } kart automatycznie na stosy docelowe
    }.
viewer-refused = Tych ruchów nie da się obejrzeć: ruch { $index }, „{ $token }”, został odrzucony ({ $reason }).
viewer-slider-value = ruch { $step } z { $steps }
viewer-no-solution = Solver nie znalazł stąd rozwiązania.
viewer-old-save = Ruchy tej gry są nieznane: zapisała ją starsza wersja strony.
viewer-solution-title = Rozwiązanie stąd: { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }
viewer-game-title = Ta gra od początku: { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }
live-playing-on = Gra dalej od oglądanego kroku
replay-refused = Ruch { $index } z linku, „{ $token }”, został odrzucony: { $reason }.
replay-no-moves = Link nie ma ruchów.
replay-nothing = { $reason } Nic nie zostało odtworzone.
replay-stops = { $reason } Odtwarzanie kończy się po ruchu { $moves }.
live-replayed = Odtworzono z linku
replay-done = { $note }Odtworzono { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    } z linku.{ $won ->
        [yes] { " " }Wygrywają grę.
       *[no] {""}
    }{ $before ->
        [0] {""}
       *[other] { " " }Cofnij wraca do twojej gry w ruchu { $before }.
    }
transfer-not-json = Ten plik nie jest eksportem FreeCell: to nie jest JSON.
transfer-not-export = Ten plik nie jest eksportem FreeCell.
transfer-version = Ten plik ma wersję, której ta strona nie umie odczytać ({ $version }).
transfer-no-games = Ten eksport jest uszkodzony: brakuje listy gier.
transfer-bad-game = Ten eksport jest uszkodzony: gry { $index } z { $count } nie da się odczytać.
transfer-bad-game-why = Ten eksport jest uszkodzony: gra { $index } z { $count }: { $reason }.
transfer-twice = Ten eksport jest uszkodzony: gra { $index } jest w nim dwa razy.
transfer-bad-stats = Ten eksport jest uszkodzony: nie da się odczytać statystyk.
transfer-bad-settings = Ten eksport jest uszkodzony: nie da się odczytać ustawień.
transfer-bad-setting = Ten eksport jest uszkodzony: jego ustawienie { $setting } nie należy do tej strony.

## Tutorial
## Naucz się grać: pierwsza gra z przewodnikiem (www/tutorial.js, www/tutorial-steps.js).
## $card, $cards i $target to oznaczenia kart z rogu („9♦”, „9♦ 8♣ 7♥”).

tutorial-title = Naucz się grać
tutorial-offer = Pierwszy raz grasz we FreeCell? Krótka gra z przewodnikiem pokaże ci zasady.
tutorial-offer-start = Naucz się grać
tutorial-offer-dismiss = Nie, dziękuję
tutorial-step = Krok { $step } z { $steps }:
tutorial-leave = Zakończ samouczek
tutorial-close = Zamknij
tutorial-left = Samouczek został przerwany. „{ $rules }” (w menu) zaproponuje go ponownie.
tutorial-freecell = Cel gry: przełożyć wszystkie karty na cztery stosy docelowe, każdy kolor od asa do króla. Wolna komórka przechowa na chwilę dowolną jedną kartę. Połóż { $card } w wolnej komórce.
tutorial-build = W kolumnach kartę kładzie się na kartę o jedną wyższą i w innym kolorze. Połóż { $card } na { $target }.
tutorial-run = Karty ułożone po kolei można przenieść razem: przenieś { $cards } na { $target }. Ciąg przenosi się tak, jakby karta po karcie przechodziła przez puste wolne komórki i kolumny, więc jego długość od nich zależy: { $cells ->
    [one] przy jednej pustej wolnej komórce
    [few] przy { $cells } pustych wolnych komórkach
   *[many] przy { $cells } pustych wolnych komórkach
  } i { $cascades ->
    [one] jednej pustej kolumnie
    [few] { $cascades } pustych kolumnach
   *[many] { $cascades } pustych kolumnach
  } teraz do { $capacity ->
    [one] { $capacity } karty
   *[other] { $capacity } kart
  }.
tutorial-home = { $card } może już trafić na stos docelowy: leży tam karta o jedną niższa. Przenieś ją tam: kliknij dwukrotnie, przeciągnij albo podnieś i połóż na stosie docelowym.
tutorial-undo = Zmiana zdania? „{ $undo }” (U lub Ctrl+Z) cofa ostatni ruch. Cofnij go teraz.
tutorial-hint = Nie wiesz, co dalej? „{ $hint }” (H) wskaże kartę, której warto się przyjrzeć; naciśnij ponownie, by zobaczyć jej ruch, a trzeci raz, by go wykonać. Poproś teraz o podpowiedź.
tutorial-finish = To już wszystko: dokończ tę grę sam. To gra treningowa, nie jest zapisywana ani liczona w statystykach.
tutorial-freecell-any = Połóż kartę w wolnej komórce.
tutorial-build-any = Połóż kartę na karcie o jedną wyższej i w innym kolorze.
tutorial-run-any = Przenieś razem kilka kart ułożonych po kolei.
tutorial-home-any = Przenieś kartę na jej stos docelowy.
tutorial-none = Takiego ruchu nie można teraz wykonać: „{ $undo }” cofa ruchy.

## Cards
## Nazwa karty w przypadku, którego wymaga zdanie ($case: nom, acc, gen,
## dat, ins, loc). Kolor (trefl, karo, kier, pik) się nie odmienia.

card-name = { $rank ->
        [1] { $case ->
                [acc] asa
                [gen] asa
                [dat] asowi
                [ins] asem
                [loc] asie
               *[nom] as
            }
        [11] { $case ->
                [acc] waleta
                [gen] waleta
                [dat] waletowi
                [ins] waletem
                [loc] walecie
               *[nom] walet
            }
        [12] { $case ->
                [acc] damę
                [gen] damy
                [dat] damie
                [ins] damą
                [loc] damie
               *[nom] dama
            }
        [13] { $case ->
                [acc] króla
                [gen] króla
                [dat] królowi
                [ins] królem
                [loc] królu
               *[nom] król
            }
       *[other] { $rank ->
                [2] dwój
                [3] trój
                [4] czwór
                [5] piąt
                [6] szóst
                [7] siódem
                [8] ósem
                [9] dziewiąt
               *[10] dziesiąt
            }{ $case ->
                [acc] kę
                [gen] ki
                [dat] ce
                [ins] ką
                [loc] ce
               *[nom] ka
            }
    } { $suit ->
        [C] trefl
        [D] karo
        [H] kier
       *[S] pik
    }

card-name-alone = { $rank ->
        [1] as
        [2] dwójka
        [3] trójka
        [4] czwórka
        [5] piątka
        [6] szóstka
        [7] siódemka
        [8] ósemka
        [9] dziewiątka
        [10] dziesiątka
        [11] walet
        [12] dama
       *[13] król
    } { $suit ->
        [C] trefl
        [D] karo
        [H] kier
       *[S] pik
    }

## Refusals
refusal-deal-not-whole = numer rozdania musi być liczbą całkowitą, a nie { $given }
refusal-deal-range = numery rozdań są od 1 do { $max }, więc { $given } nim nie jest
refusal-unknown-game = nie ma gry o nazwie „{ $given }”
refusal-cells-not-whole = liczba wolnych komórek musi być liczbą całkowitą, a nie { $given }
refusal-cells-range = gra ma od 0 do { $max } wolnych komórek, a nie { $given }
refusal-saved-other-game = zapisany układ należy do innej gry
refusal-saved-other-deal = zapisana gra nie zaczyna się od rozdania { $deal }

refusal-from-foundation = Karty ze stosu bazowego zostają na nim: nie można ich cofnąć.
refusal-empty-source = Nie ma tam żadnej karty do przeniesienia.
refusal-same-pile = Karta już tam leży.
refusal-single-card-to = Na { $cell ->
        [foundation] stos bazowy
       *[free-cell] wolną komórkę
    } można przenieść tylko jedną kartę naraz.
refusal-single-card-from = Z wolnej komórki można przenieść tylko jedną kartę naraz.
refusal-too-few-cards = Ta kolumna ma { $has ->
        [one] tylko jedną kartę
        [few] tylko { $has } karty
       *[other] tylko { $has } kart
    }, nie { $count }.
refusal-not-a-run = Górne karty (liczba: { $count }) nie tworzą malejącej sekwencji { $build ->
        [suit] w jednym kolorze
       *[other] w naprzemiennych kolorach
    }.
refusal-cell-taken = W tej wolnej komórce leży już { $holds-nom }.
refusal-foundation-needs-ace = Stos bazowy może rozpocząć tylko as, nie { $card-nom }.
refusal-foundation-next-of-suit = Stos bazowy przyjmuje tylko następną kartę swojego koloru: nie można położyć { $card-gen } na { $onto-loc }.
refusal-kings-only = W grze { $title } pustą kolumnę może rozpocząć tylko król.
refusal-too-many-at-once = Teraz można przenieść naraz { $capacity ->
        [one] tylko jedną kartę
        [few] tylko { $capacity } karty
       *[other] tylko { $capacity } kart
    }, nie { $count }: { $emptyCascades ->
        [kings-only] każda pusta wolna komórka pozwala przenieść o jedną więcej.
       *[other] puste wolne komórki i kolumny pozwalają przenieść więcej.
    }
refusal-no-room = W tej kolumnie nie ma już miejsca.
refusal-pile-full = Ten stos jest pełny.
refusal-build-colour = Ten sam kolor: nie można położyć { $card-gen } na { $onto-loc }.
refusal-build-onto-ace = W kolumnie na asie nie kładzie się niczego: nie można położyć { $card-gen } na { $onto-loc }.
refusal-build-suit = W grze { $title } buduje się w jednym kolorze: nie można położyć { $card-gen } na { $onto-loc }.
refusal-build-rank = Na { $onto-loc } można położyć tylko { $rank ->
        [1] { $colour ->
                [red] czerwonego
               *[black] czarnego
            } asa
        [11] { $colour ->
                [red] czerwonego
               *[black] czarnego
            } waleta
       *[other] { $colour ->
                [red] czerwoną
               *[black] czarną
            } { $rank ->
                [2] dwójkę
                [3] trójkę
                [4] czwórkę
                [5] piątkę
                [6] szóstkę
                [7] siódemkę
                [8] ósemkę
                [9] dziewiątkę
                [10] dziesiątkę
               *[12] damę
            }
    }, nie { $card-acc }.
refusal-build-next-of-suit = Na { $onto-loc } można położyć tylko { $wanted-acc }, nie { $card-acc }.

## Rules

rule-goal = Przenieś wszystkie 52 karty na { $foundations } stosy bazowe, każdy budowany w górę w jednym kolorze od asa do króla.
rule-building = { $build ->
        [suit] Kolumny ({ $cascades }) buduje się w dół w jednym kolorze: szóstkę pik kładzie się na siódemce pik.
       *[other] Kolumny ({ $cascades }) buduje się w dół naprzemiennie kolorami: czerwoną szóstkę kładzie się na czarnej siódemce.
    }
rule-free-cells = { $count ->
        [0] Nie ma wolnych komórek.
        [one] Jedna wolna komórka ({ $names }) mieści dowolną kartę.
        [few] { $count } wolne komórki ({ $names }) mieszczą po jednej dowolnej karcie.
       *[other] { $count } wolnych komórek ({ $names }) mieści po jednej dowolnej karcie.
    }
rule-leftovers = Rozdanie kładzie ostatnie karty (liczba: { $count }) w wolnych komórkach { $cells }.
rule-empty-cascades = { $emptyCascades ->
        [kings-only] Pustą kolumnę może rozpocząć tylko król.
       *[other] Pustą kolumnę może rozpocząć dowolna karta.
    }
rule-runs = { $sequences ->
        [unlimited] Sekwencję zbudowaną tak jak kolumny przenosi się naraz, bez względu na długość.
       *[other] { $emptyCascades ->
            [kings-only] Sekwencję przenosi się naraz, jeśli mogłaby przejść karta po karcie przez puste wolne komórki: o jedną kartę więcej, niż ich jest.
           *[other] Sekwencję przenosi się naraz, jeśli mogłaby przejść karta po karcie przez puste wolne komórki i kolumny: o jedną kartę więcej niż pustych wolnych komórek, razy dwa za każdą pustą kolumnę, która nie jest jej celem.
        }
    }
rule-basic-runs = Każdy ruch przenosi jedną kartę (podstawowy FreeCell).

## Terminal

terminal-deal = { $daily ->
        [yes] { $standard ->
            [yes] rozdanie dnia { $date } (rozdanie { $deal })
           *[no] rozdanie dnia { $date } gry { $title } (rozdanie { $deal })
        }
       *[no] { $standard ->
            [yes] rozdanie { $deal }
           *[no] rozdanie { $deal } gry { $title }
        }
    }
terminal-date = { $day } { $month ->
        [1] stycznia
        [2] lutego
        [3] marca
        [4] kwietnia
        [5] maja
        [6] czerwca
        [7] lipca
        [8] sierpnia
        [9] września
        [10] października
        [11] listopada
       *[12] grudnia
    } { $year }
terminal-heading = { terminal-deal }, ruch { $moves }{ $basic ->
        [yes] {" "}(podstawowy: jedna karta na ruch)
       *[no] {""}
    }
terminal-won = Wygrana: { terminal-deal } w { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    }!
terminal-piles = { $cascades ->
        [one] kolumna { $cascadeNames }
       *[other] kolumny { $cascadeNames }
    }, { $cells ->
        [0] brak wolnych komórek
        [one] wolna komórka { $cellNames }
       *[other] wolne komórki { $cellNames }
    }, stosy bazowe h
terminal-opening = wpisz ruch, np. { $example } ({ terminal-piles }), albo ? po pomoc ({ $command } zagra to rozdanie jeszcze raz)
terminal-left = opuszczono { terminal-deal } po { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    } ({ $command }, by zagrać je jeszcze raz)
terminal-quit = koniec: { terminal-left }
terminal-end-of-input = koniec wejścia: { terminal-left }
terminal-undone = cofnięto: z powrotem do ruchu { $moves }
terminal-redone = ponowiono: ruch { $moves }
terminal-nothing-to-undo = nie ma czego cofnąć: to układ z rozdania
terminal-nothing-to-redo = nie ma czego ponowić: od ostatniego ruchu niczego nie cofnięto
terminal-autoplay = automatycznie: { $card } na stos bazowy
terminal-basic-run = to podstawowy FreeCell, jedna karta na ruch, a { $move } przeniósłby kart: { $count } (zagraj bez --basic, by przenosić sekwencje)
terminal-not-a-move = '{ $move }' to nie ruch: najpierw skąd, potem dokąd ({ terminal-piles }), np. { $example }
terminal-help-intro = Ruch to skąd, potem dokąd: { terminal-piles }.
terminal-help-to-cell = wierzchnia karta kolumny 3 do wolnej komórki a
terminal-help-from-cell = karta z wolnej komórki a na kolumnę 6
terminal-help-home = wierzchnia karta kolumny 3 na jej stos bazowy
terminal-help-onto = z kolumny 3 na kolumnę 6: karta lub sekwencja, która pasuje
terminal-help-run = cztery karty z kolumny 3 na pustą kolumnę 6
terminal-help-basic = (podstawowy FreeCell: jedna karta na ruch, więc 36 przenosi tylko jedną kartę)
terminal-help-autoplay = { $autoplay ->
        [on] Karty, które nie będą już potrzebne, same idą na stosy bazowe.
       *[off] { $cells ->
            [0] Automat jest wyłączony: odkładaj karty sam (3h).
           *[other] Automat jest wyłączony: odkładaj karty sam (3h, ah).
        }
    }
terminal-help-commands = Polecenia: u cofnij, r ponów, ? (lub h) pomoc, q koniec.
terminal-foundations = stosy bazowe
terminal-solve-impossible = niemożliwe
terminal-solve-gave-up = poddano się
terminal-solve-summary-deals = rozdania: { $deals } (rozwiązane { $solved }, niemożliwe { $impossible }, poddane { $gaveUp })
terminal-solve-summary-optimal = w tym udowodnione jako optymalne: { $optimal }
terminal-solve-optimal = optymalne
terminal-solve-best-found = najlepsze znalezione
terminal-usage = użycie
terminal-more-help = (freecell { $command } --help powie więcej)
terminal-unknown-command = nieznane polecenie '{ $command }'
terminal-usage-unknown-option = nieznana opcja '{ $option }'
terminal-usage-no-value = { $option } nie przyjmuje wartości
terminal-usage-needs = { $option } wymaga { $what ->
        [game] nazwy gry (freecell games je wymienia)
        [cells] liczby wolnych komórek, od 0 do 8
        [position] układu zapisanego tak, jak zapisuje go strona
        [date] daty zapisanej jako RRRR-MM-DD
       *[positive] dodatniej liczby całkowitej
    }
terminal-usage-twice = { $option } podano dwa razy
terminal-usage-not-a-deal = '{ $given }' to nie numer rozdania: rozdania mają numery od 1 do { $max }
terminal-usage-one-deal = tylko jeden numer rozdania naraz ('{ $extra }' jest o jeden za dużo)
terminal-usage-one-date = tylko jedna data naraz ('{ $extra }' jest o jedną za dużo)
terminal-usage-unknown-game = nie ma gry o nazwie '{ $given }': gry to { $games }
terminal-usage-cells = --cells wymaga liczby wolnych komórek od 0 do { $max }, a nie '{ $given }'
terminal-usage-empty-range = zakres { $range } jest pusty
terminal-usage-too-many-deals = { $spec } to { $count } rozdań: naraz przyjmuje się najwyżej { $max }
terminal-usage-positive = { $option } wymaga dodatniej liczby całkowitej, a nie '{ $given }'
terminal-usage-which-deal = które rozdanie? Podaj jego numer, np.: freecell deal 1
terminal-usage-which-deals = które rozdania? Np. 617 albo 1..32000
terminal-usage-which-deals-or-position = które rozdania? Np. 617 albo 1..32000 (albo --position TEKST)
terminal-usage-one-mode = wybierz jeden tryb: --fast albo --optimal, nie oba
terminal-usage-deals-and-position = podaj numery rozdań albo --position, nie jedno i drugie ('{ $deals }' i układ)
terminal-usage-deal-and-daily = podaj numer rozdania albo --daily, nie jedno i drugie ('{ $deal }' i data)
terminal-usage-position-game = układ sam nazywa swoją grę (seahaven:JD9S.../...): pomiń --game i --cells
terminal-usage-bad-position = --position to nie układ: { $why }
terminal-usage-no-arguments = games nie przyjmuje argumentów ('{ $word }')
terminal-usage-lang = --lang przyjmuje jeden z języków { $languages }, a nie '{ $given }'
terminal-daily-not-yet = nie ma jeszcze rozdania dnia na { $date }: otworzy się tego dnia
terminal-no-daily-deals = rozdania dnia są na lata od { $first } do { $last }, a nie { $year }
unreadable-pile-count = { $standard ->
        [yes] układ
       *[no] układ gry { $title }
    } ma { $piles ->
        [few] { $piles } stosy rozdzielone
       *[many] { $piles } stosów rozdzielonych
    } znakiem '/' ({ $cascades } kolumn, { $cells ->
        [one] 1 wolna komórka
        [few] { $cells } wolne komórki
       *[many] { $cells } wolnych komórek
    }, 4 stosy bazowe), a nie { $given }
unreadable-not-built-up = { $pile }: karty nie idą w jednym kolorze od asa, więc { $card } nie może tam leżeć
unreadable-pile-overfull = { $pile } mieści najwyżej { $max ->
        [one] 1 kartę
        [few] { $max } karty
       *[many] { $max } kart
    }
unreadable-card-count = { $whole ->
        [deck] talia
       *[position] układ
    } ma 52 karty, a nie { $given }
unreadable-card-twice = { $card } jest dwa razy { $whole ->
        [deck] w talii
       *[position] w układzie
    }
unreadable-not-a-card = '{ $given }' to nie karta: napisz wartość (A 2-9 T J Q K), a potem kolor (C D H S), np. 7H albo TC
unreadable-not-a-game = '{ $given }' to nie gra: napisz jej nazwę, a potem ewentualnie ',cells=' i liczbę (freecell,cells=2)
terminal-game-title = { $cells ->
        [0] { $title } bez wolnych komórek
        [one] { $title } z 1 wolną komórką
       *[other] { $title } z { $cells } wolnymi komórkami
    }
terminal-grade-summary = { $deals ->
        [one] { $deals } rozdanie
        [few] { $deals } rozdania
       *[many] { $deals } rozdań
    } gry { $title }: { $shares }
terminal-grade-share = { $grade ->
        [easy] łatwe
        [medium] średnie
        [hard] trudne
        [impossible] niemożliwe
       *[unknown] nieznane
    } { $count } ({ $percent }%)
terminal-grade-cpu = czas procesora na rozdanie: średnio { $mean } ms, mediana { $median } ms, p99 { $p99 } ms, najgorzej { $worst } ms
terminal-help =
    freecell: FreeCell i jego rodzina w terminalu

    użycie:
      freecell deal N [--columns]                  wypisuje rozdanie N
      freecell play [N] [--basic] [--no-autoplay]  gra rozdanie N (losowe bez N)
      freecell daily [DATE]                        gra rozdanie dnia (dzisiejsze)
      freecell solve N|A..B|A,B,...                rozwiązuje rozdania
      freecell solve --position TEKST              rozwiązuje układ
      freecell grade N|A..B|A,B,...                jak trudne są rozdania
      freecell games                               wypisuje gry
      freecell <polecenie> --help                  więcej o poleceniu

    deal, play, daily, solve i grade przyjmują --game NAZWA (freecell,
    bakers-game, eight-off, seahaven, ...; freecell games je wypisuje) i
    --cells K (od 0 do 8 wolnych komórek); domyślnie FreeCell z 4 wolnymi
    komórkami. --lang JĘZYK (en, de, fr, es, pl) wybiera język, który poza tym
    wynika z LC_ALL, LC_MESSAGES i LANG.

    Rozdania to numerowane rozdania Microsoftu, od 1 do 2147483647, rozdane tak, jak
    rozdaje każda gra (numeracja PySolFC). Karty zapisuje się: ranga, potem kolor
    (7H, TC); ruchy w standardowej notacji (3a, a6, 3h, 36, 36/4; 0 to dziesiąta
    kolumna, a wolne komórki mają litery a-g, potem i).

terminal-help-play =
    freecell play: graj w FreeCell albo grę z jego rodziny w terminalu

    użycie: freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Gra rozdanie N (1 do 2147483647). Bez N rozdanie od 1 do 1000000 jest
    losowane; jego numer jest pokazywany, więc można zagrać je jeszcze raz
    poleceniem freecell play N.

      --basic         podstawowy FreeCell: każdy ruch przenosi jedną kartę
                      (sekwencja jest przenoszona karta po karcie przez wolne
                      komórki)
      --no-autoplay   każdą kartę odkładasz na stosy bazowe sam (aby wpisać
                      rozwiązanie z freecell solve, które wypisuje każdy ruch
                      na stos bazowy)
      --game NAME     gra (domyślnie freecell; freecell games je wymienia:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       liczba jej wolnych komórek, 0 do 8 (domyślnie: jak w grze)
      -h, --help      ta pomoc

    Ekran pokazuje wolne komórki (a-d w FreeCell), cztery stosy bazowe,
    kolumny (1-8 w FreeCell; dolna karta każdej na górze ekranu) i numer
    ruchu. Karta to wartość (A 2-9 T J Q K), potem kolor (C D H S).

    Wpisz ruch, skąd, potem dokąd, i naciśnij Enter:
      3a      wierzchnia karta kolumny 3 do wolnej komórki a
      a6      karta z wolnej komórki a na kolumnę 6
      3h      wierzchnia karta kolumny 3 na jej stos bazowy (ah: z wolnej
              komórki a)
      36      z kolumny 3 na kolumnę 6: karta albo sekwencja kart, która
              tam pasuje
      36/4    cztery karty z kolumny 3 na kolumnę 6, gdy 6 jest pusta
    Dziesiąta kolumna (Seahaven Towers) to 0; wolne komórki mają litery od a,
    z pominięciem h, które należy do stosów bazowych: osiem komórek Eight Off
    to a-g oraz i.
    Oraz polecenia:
      u  cofnij ostatni ruch        r  ponów cofnięty ruch
      ?  pomoc                      q  koniec

    Ruch, na który zasady nie pozwalają, jest odrzucany z podaniem powodu, a
    nic się nie zmienia.
    Po każdym ruchu karty, które nie mogą być już potrzebne w kolumnach,
    same idą na stosy bazowe (autoplay: 2H na stos bazowy); cofnięcie
    cofa ruch razem z autoplayem, który po nim nastąpił.

    Ruchy można podać potokiem, jeden w wierszu:
    printf '3a\n36\n' | freecell play 1.
    Kolory są używane, gdy wyjściem jest terminal, a NO_COLOR nie jest
    ustawione. Kod wyjścia: 0, gdy gra się kończy (wygrana, przerwana lub
    koniec wejścia), 2 przy błędnych argumentach.

    przykłady:
      freecell play 617
      freecell play 1 --game seahaven
      freecell play --cells 2

terminal-help-daily =
    freecell daily: graj w rozdanie dnia, to samo co na stronie

    użycie:
      freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Gra rozdanie dnia na datę DATE (RRRR-MM-DD, np. 2026-11-28), a bez DATE
    dzisiejsze: jedno rozdanie dziennie dla każdej gry i liczby wolnych
    komórek, takie samo dla wszystkich graczy, to samo co rozdanie dnia na
    stronie w tym dniu. Dziś to lokalna data komputera (strefa czasowa z TZ,
    a bez niej systemowa). Tydzień idzie od łatwych rozdań w poniedziałek i
    wtorek przez średnie do trudnych w weekend; każde wygrał solver.

    Data, która nie jest dniem, leży poza latami 2000-2999 albo jest po
    dzisiejszej, jest odrzucana z podaniem powodu i żadna gra się nie
    zaczyna. Tytuł podaje datę i numer rozdania.

      --basic         podstawowy FreeCell: każdy ruch przenosi jedną kartę
      --no-autoplay   każdą kartę odkładasz na stosy bazowe sam
      --game NAME     gra (domyślnie freecell; freecell games je wymienia:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       liczba jej wolnych komórek, 0 do 8 (domyślnie: jak w grze)
      -h, --help      ta pomoc

    Ruchy i polecenia są takie jak w poleceniu freecell play (więcej mówi
    freecell play --help). Kod wyjścia: 0, gdy gra się kończy (wygrana,
    przerwana lub koniec wejścia), 2 przy błędnych argumentach albo
    odrzuconej dacie.

    przykłady:
      freecell daily
      freecell daily 2026-11-28
      freecell daily 2026-11-28 --game seahaven --cells 2

terminal-help-solve =
    freecell solve: rozwiązuje numerowane rozdania albo pozycję FreeCell lub gry
    z jego rodziny

    użycie:
      freecell solve DEALS [--game NAME] [--cells K] [--fast | --optimal] [--json]
    {"                       ["}--quiet] [--max-nodes N] [--threads N]
      freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N]

    DEALS to numer rozdania (617), zakres (1..32000, oba końce włącznie) albo
    lista jednych i drugich rozdzielona przecinkami (1..100,617,11982).
    Rozdania mają numery od 1 do 2^31 - 1. --game NAME i --cells K wybierają
    grę (domyślnie freecell z jego 4 wolnymi komórkami; freecell games
    wymienia gry).

    TEXT to pozycja w jednym wierszu, tak jak zapisują ją adres ?position=
    strony i GameBoard::to_text: kolumny, potem wolne komórki, potem 4 stosy
    bazowe, każdy stos od dolnej karty, stosy rozdzielone znakiem /. Gra inna
    niż FreeCell jest podana na początku, z dwukropkiem
    (seahaven:JD9SJS4D6D/.../...), więc tekst nie potrzebuje --game. Ujmij go
    w cudzysłów dla powłoki.

    Jedno rozdanie albo pozycja: wypisuje rozwiązanie w jednym wierszu, ruchy w
    standardowej notacji (kolumny 1-8, 0 dla dziesiątej; wolne komórki a-d,
    a-g oraz i przy ośmiu; stos bazowy h: 3a a6 3h 36 36/4), z wypisanym każdym
    ruchem na stos bazowy (freecell play odkłada karty sam: aby wpisać tam
    rozwiązanie, graj z --no-autoplay); albo słowo `niemożliwe` (przeszukano
    całą osiągalną grę: rozwiązanie nie istnieje) lub `poddano się` (budżet się
    wyczerpał). Pozycja już wygrana ma rozwiązanie bez ruchów: pusty wiersz. Z
    --optimal wiersz zaczyna się od werdyktu i dwukropka: `optymalne:`, gdy
    żadne rozwiązanie nie ma mniej ruchów (udowodnione), `najlepsze znalezione:`,
    gdy budżet wyczerpał się przed dowodem.

    Kilka rozdań: jeden wiersz na rozdanie (rozdanie, wynik, ruchy bez ruchów
    na stosy bazowe (0, gdy nierozwiązane), milisekundy, ruchy), rozwiązywane
    na wszystkich rdzeniach, potem podsumowanie: ile rozwiązano, ile okazało
    się niemożliwych, przy ilu się poddano; czas procesora łącznie i na
    rozdanie (czas procesora wątku każdego rozdania w Linuksie, gdzie indziej
    czas rzeczywisty; a w Linuksie także czas całego procesu, który liczy też
    tworzenie rozdań); średnia długość rozwiązania bez ruchów na stosy bazowe;
    oraz mediana, 99. percentyl i najgorsza długość (rozwiązanych rozdań; brak,
    gdy żadnego nie rozwiązano) i czas. Mediana parzystej liczby wartości to
    mniejsza z dwóch środkowych.

    opcje:
      --game NAME      gra rozdań (domyślnie freecell)
      --cells K        liczba jej wolnych komórek, 0 do 8 (domyślnie: jak w grze)
      --position TEXT  rozwiąż tę pozycję zamiast rozdań
      --fast           tryb szybki: przeszukiwanie best-first turami, dłuższe
                       rozwiązania
      --optimal        najmniej ruchów (bez liczenia ruchów na stosy bazowe),
                       udowodnione przeszukiwaniem A*, gdy budżet pozwala;
                       werdykt `optymalne` lub `najlepsze znalezione`
      --json           wyjście dla programów (jeden obiekt JSON: deals, summary)
      --quiet          kilka rozdań: wypisz tylko podsumowanie
      --max-nodes N    najwięcej pozycji do rozwinięcia na rozdanie (domyślnie
                       20000000)
      --threads N      ile wątków (domyślnie: wszystkie rdzenie)

    kod wyjścia: 0, gdy każde rozdanie rozwiązano lub udowodniono, że jest
    niemożliwe, 1, gdy solver poddał się przy którymś rozdaniu, 2 przy błędnym
    wierszu poleceń.

    przykłady:
      freecell solve 617
      freecell solve 1..1000 --fast --quiet
      freecell solve 1..100 --game bakers-game
      freecell solve 1..20 --optimal --max-nodes 2000000
      freecell solve --position 'seahaven:JD9SJS4D6D/.../...'

terminal-help-deal =
    freecell deal: wypisuje numerowane rozdanie FreeCell lub gry z jego rodziny

    użycie: freecell deal N [--columns] [--game NAME] [--cells K]
            freecell deal --daily DATE [--columns] [--game NAME] [--cells K]

    N to numer rozdania, od 1 do 2147483647 (zakres generatora Microsoftu;
    Windows numerował swoje gry od 1 do 32000, później od 1 do 1000000).

    Karty są wypisywane w kolejności rozdawania, jeden wiersz na kolejkę
    rozdania: rozdający kładzie po jednej karcie na każdą kolumnę po kolei, więc
    pierwszy wiersz to dolna karta każdej kolumny (osiem w FreeCell: siedem
    wierszy, ostatni z czterech kart), a wiersze czyta się jak sam stół. Gdy gra
    rozdaje ostatnie karty do wolnych komórek (eight-off, forecell, seahaven),
    ostatni wiersz pokazuje wolne komórki, od a do ostatniej, - dla pustej.

      --columns     zamiast tego jeden wiersz na kolumnę, od kolumny 1, każda od
                    dolnej karty do wierzchniej (potem wiersz wolnych komórek,
                    jak wyżej)
      --daily DATE  rozdanie dnia na datę DATE (RRRR-MM-DD) zamiast rozdania
                    N: to, które gra freecell daily DATE (data po
                    dzisiejszej jest odrzucana)
      --game NAME   gra (domyślnie freecell; freecell games je wymienia)
      --cells K     liczba jej wolnych komórek, 0 do 8 (domyślnie: jak w grze);
                    karta, którą gra dałaby do brakującej wolnej komórki, trafia
                    do kolumn
      -h, --help    ta pomoc

    Rozdanie N każdej gry to tasowanie Microsoftu N rozdane tak, jak rozdaje ta
    gra, tak jak PySolFC numeruje swoje rozdania. Karta to dwa znaki: wartość
    (A 2-9 T J Q K), potem kolor (C D H S), jak w 7H czy TC.

    przykłady:
      freecell deal 1
      freecell deal 617 --columns
      freecell deal 1 --game seahaven --columns
      freecell deal --daily 2026-11-28

terminal-help-grade =
    freecell grade: jak trudne są rozdania

    użycie: freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N]
    {"                             ["}--threads N] [--quiet]

    Ocenia każde rozdanie (617, 1..32000, 1..100,617) według tego, z iloma
    najmniej wolnymi komórkami solver je wygrywa, przy rozdanym układzie bez
    jego pustych komórek (pozostałe karty ForeCell, na każdej komórce, trafiają
    częściowo do kolumn). W FreeCell: łatwe, gdy wygrywa z 1 komórką, średnie z
    2, w innym razie trudne; każda gra ma własne progi (Seahaven Towers i
    ForeCell: 2 i 3; Baker's Game: łatwe z 3 komórkami, średnie z 4 w ciągu
    1000 pozycji). Próbowane są tylko te liczby i liczba gry. Rozdania, których
    nie wygrywa ze wszystkimi komórkami, nie mają oceny: niemożliwe
    (udowodnione) albo nieznane (budżet się wyczerpał). Jeden wiersz na
    rozdanie (rozdanie, ocena, najmniejsza z próbowanych liczb komórek, z którą
    wygrało, pozycje, ms), potem udział każdej oceny i czas na rozdanie.

      --max-nodes N    najwięcej pozycji, które rozwija każde uruchomienie
                       solvera (domyślnie 100000)
      --threads N      ile wątków (domyślnie: wszystkie rdzenie)
      --quiet          tylko podsumowanie

terminal-help-games =
    freecell games: wymienia gry

    użycie: freecell games

    Jeden wiersz na grę: nazwa, którą przyjmuje --game (freecell deal, play i
    solve), tytuł gry, jej wolne komórki i kolumny oraz to, co ją wyróżnia.
    W każdą grę można grać z inną liczbą wolnych komórek, 0 do 8 (--cells K).

terminal-solve-summary-cpu = czas procesora: { $total } s łącznie ({ $threads ->
        [one] { $threads } wątek
        [few] { $threads } wątki
       *[many] { $threads } wątków
    }, { $wall } s czasu rzeczywistego{ $process }); na rozdanie: średnio { $mean } ms, mediana { $median } ms, p99 { $p99 } ms, najgorzej { $worst } ms
terminal-solve-summary-process = { $seconds } s dla całego procesu
terminal-solve-summary-lengths = długość bez ruchów na stosy bazowe: { $lengths }
terminal-solve-summary-length-figures = średnio { $mean }, mediana { $median }, p99 { $p99 }, najgorzej { $worst }
terminal-solve-summary-none-solved = żadne nie rozwiązane
terminal-games-sizes = { $cells ->
        [one] 1 komórka
        [few] { $cells } komórki
       *[many] { $cells } komórek
    }, { $cascades ->
        [few] { $cascades } kolumny
       *[many] { $cascades } kolumn
    }
terminal-game-summary-freecell = 4 wolne komórki, 8 kolumn budowanych w dół naprzemiennymi kolorami
terminal-game-summary-bakers-game = FreeCell z kolumnami budowanymi w dół w jednym kolorze
terminal-game-summary-ko-bakers-game = Baker's Game, w którym tylko król może zacząć pustą kolumnę
terminal-game-summary-relaxed-freecell = FreeCell, w którym każdy ciąg przesuwa się od razu
terminal-game-summary-eight-off = 8 wolnych komórek, w 4 z nich karta z rozdania; w kolorze, króle na puste kolumny
terminal-game-summary-forecell = FreeCell z ostatnimi 4 kartami w wolnych komórkach, króle na puste kolumny
terminal-game-summary-seahaven = 10 kolumn w kolorze, 2 karty w wolnych komórkach, króle na puste kolumny
