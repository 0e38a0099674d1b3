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
menu-read-table = Odczytaj stół
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
        [acc] stos bazowy
        [gen] stosu bazowego
       *[nom] stos bazowy
    } { $number }
pile-contents = { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[many] { $count } kart
    }, na wierzchu { $card }
pile-contents-empty = brak kart
card-on-pile = { $card }, { $pile }{ $count ->
        [1] {""}
       *[other] , karta { $position } z { $count }
    }
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
win-title-given = Rozwiązane
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
win-daily-late = Wygrane po swoim dniu, to rozdanie nie zmienia serii dziennej: { $streak } (najlepsza { $best }).
share-text = { $game }, rozdanie dnia { $date }: { $won ->
        [yes] wygrane w { $moves ->
            [one] 1 ruchu
           *[other] { $moves } ruchach
        }
       *[no] rozwiązane z pomocą w { $moves ->
            [one] 1 ruchu
           *[other] { $moves } ruchach
        }
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
settings-theme-auto = Automatyczny: zielony, ciemny, gdy system jest ciemny
settings-theme-felt = Zielone sukno
settings-theme-dark = Ciemny stół
settings-theme-classic = Klasyczny
settings-theme-contrast = Wysoki kontrast
settings-hand = Leworęczny: stosy bazowe i przyciski po lewej
settings-speed = Animacja
settings-speed-off = Natychmiastowa
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

## Feats
menu-feats = Wyczyny
feats-title = Wyczyny
feats-summary = Zdobyte wyczyny: { $earned } z { $total }
feats-earned-state = Zdobyty
feats-not-yet = Jeszcze nie
feats-certified = potwierdzony przez solver
feats-earned = { $count ->
    [one] Zdobyty wyczyn: { $feats }.
   *[other] Zdobyte wyczyny: { $feats }.
}
feats-unit-wins = Wygrane: { $have } z { $need }
feats-unit-par = Wygrane z udowodnionym parem: { $have } z { $need }
feats-unit-games = Gry: { $have } z { $need }
feats-unit-deals = Rozdania: { $have } z { $need }
feats-unit-streak = Najdłuższa seria: { $have } z { $need }
feats-unit-dailies = Rozdania dnia: { $have } z { $need }
feats-unit-days = Dni z rzędu: { $have } z { $need }
feats-unit-goals = Cele osiągnięte w najlepszym miesiącu: { $have } z { $need }
feat-first-win = Pierwsza wygrana
feat-first-win-about = Wygraj grę.
feat-wins-10 = Dziesięć wygranych
feat-wins-10-about = Wygraj 10 gier.
feat-wins-100 = Sto wygranych
feat-wins-100-about = Wygraj 100 gier.
feat-no-undo = Bez odwrotu
feat-no-undo-about = Wygraj rozdanie bez Cofnij.
feat-no-hint = Samodzielnie
feat-no-hint-about = Wygraj rozdanie bez podpowiedzi.
feat-unaided = Czysta wygrana
feat-unaided-about = Wygraj rozdanie bez Cofnij i bez podpowiedzi.
feat-quick = Szybko
feat-quick-about = Wygraj rozdanie w mniej niż trzy minuty.
feat-lightning = Błyskawica
feat-lightning-about = Wygraj rozdanie w mniej niż 90 sekund.
feat-few-moves = Oszczędnie
feat-few-moves-about = Wygraj rozdanie w co najwyżej 60 ruchach.
feat-zero-cells = Bez wolnych komórek
feat-zero-cells-about = Wygraj rozdanie z 0 wolnych komórek.
feat-fewer-cells = Mniej komórek
feat-fewer-cells-about = Wygraj rozdanie z mniejszą liczbą wolnych komórek, niż ma jego gra.
feat-fewest-cells = Najmniej komórek
feat-fewest-cells-about = Wygraj rozdanie z najmniejszą liczbą wolnych komórek, na jaką pozwala: solver dowodzi, że z jedną mniej jest to niemożliwe.
feat-par = Udowodniony par
feat-par-about = Wygraj rozdanie w najmniejszej możliwej liczbie ruchów, jak dowodzi solver.
feat-par-10 = Dziesięć razy par
feat-par-10-about = Wygraj 10 rozdań w najmniejszej możliwej liczbie ruchów.
feat-hard-no-hint = Trudne bez pomocy
feat-hard-no-hint-about = Wygraj trudne rozdanie bez podpowiedzi.
feat-every-game = Cała rodzina
feat-every-game-about = Wygraj rozdanie każdej gry z rodziny.
feat-deals-10 = Dziesięć rozdań
feat-deals-10-about = Wygraj 10 różnych rozdań.
feat-streak-5 = Pięć z rzędu
feat-streak-5-about = Wygraj 5 gier z rzędu.
feat-daily = Rozdanie dnia
feat-daily-about = Wygraj rozdanie dnia w jego dniu.
feat-daily-7 = Siedem rozdań dnia
feat-daily-7-about = Wygraj 7 rozdań dnia.
feat-daily-streak-7 = Tydzień rozdań dnia
feat-daily-streak-7-about = Wygraj rozdanie dnia siedem dni z rzędu.
feat-diamond-month = Diamentowy miesiąc
feat-diamond-month-about = Cele dnia osiągnięte w jednym miesiącu, ile trzeba do odznaki diamentowej: { $need }.

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
keys-read-table = Odczytaj cały stół na głos, stos po stosie

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

## Daily goals
goal-tier-easy = Łatwy
goal-tier-medium = Średni
goal-tier-hard = Trudny
goal-kind-win = Wygraj rozdanie
goal-kind-fewer-cells = Wygraj, mając naraz w wolnych komórkach najwyżej { $cells ->
        [one] 1 kartę
        [few] { $cells } karty
       *[other] { $cells } kart
    }
goal-kind-no-free-cell = Wygraj bez użycia wolnej komórki
goal-kind-within-moves = Wygraj w najwyżej { $moves } ruchach
goal-kind-aces-home = Połóż cztery asy na stosach w najwyżej { $moves } ruchach
goal-kind-no-undo = Wygraj bez cofania
goal-kind-no-hint = Wygraj bez podpowiedzi
goal-kind-within-time = Wygraj w najwyżej { $minutes } min
goal-title = Cel { $tier }, { $game }: { $goal }
goal-progress-aces = Asy na stosach: { $aces } z 4, { $left ->
        [one] został 1 ruch
        [few] zostały { $left } ruchy
       *[other] zostało { $left } ruchów
    } (kart na stosach: { $cards })
goal-progress-moves = Karty na stosach: { $cards } z 52, { $left ->
        [one] został 1 ruch
        [few] zostały { $left } ruchy
       *[other] zostało { $left } ruchów
    }
goal-progress-time = Karty na stosach: { $cards } z 52, zostało { $time }
goal-progress-cells = Karty na stosach: { $cards } z 52; najwięcej naraz w wolnych komórkach: { $used } z { $allowed }
goal-progress-cards = Karty na stosach: { $cards } z 52
goal-met = Cel osiągnięty!
goal-lost = Tego celu nie da się już osiągnąć w tej grze: { $why } „Spróbuj ponownie” zaczyna rozdanie od nowa.
goal-lost-moves-spent = wykonano ponad { $limit } ruchów.
goal-lost-time-spent = czas minął.
goal-lost-cells-used = w wolnych komórkach leżało naraz { $used } kart, dozwolone { $allowed }.
goal-lost-undone = użyto cofania.
goal-lost-hinted = pokazano podpowiedź.
goal-lost-given = ruchy zostały zagrane za ciebie.
goal-unjudged = Tej gry nie da się ocenić względem celu (nie zachowano wszystkich jej kroków). „Spróbuj ponownie” zaczyna rozdanie od nowa.
goal-try-again = Spróbuj ponownie
goal-met-said = Cel { $tier } osiągnięty: { $goal }.
goal-unknown = Nie ma celu „{ $goal }”: cel dnia to easy, medium albo hard.
goal-finding = Szukanie celów na { $date }…
goal-none = Brak celów: { $error }.
badge-name = { $badge ->
        [bronze] Odznaka brązowa
        [silver] Odznaka srebrna
        [gold] Odznaka złota
        [diamond] Odznaka diamentowa
       *[none] Brak odznaki
    }
daily-month-goals = Cele osiągnięte w tym miesiącu: { $count }.
daily-month-goals-next = Cele osiągnięte w tym miesiącu: { $count }; brakuje { $needs } do odznaki { $next ->
        [silver] srebrnej
        [gold] złotej
        [diamond] diamentowej
       *[bronze] brązowej
    }.
daily-goals-title = Cele na { $date }
daily-goals-future = Cele tego dnia nie są jeszcze otwarte.
daily-goals-finding = Szukanie celów tego dnia…
daily-goal-text = { $tier }: { $goal } ({ $game })
daily-goal-met = Cel { $tier }, osiągnięty: { $goal }, { $game }
daily-goal-open = Cel { $tier }, jeszcze nieosiągnięty: { $goal }, { $game }
daily-day-goals = { $label }; { $count ->
        [one] 1 cel osiągnięty
        [few] { $count } cele osiągnięte
       *[other] { $count } celów osiągniętych
    }: { $tiers }
daily-legend-goals = cele osiągnięte: Łatwy, Średni, Trudny
goals-prev =
    .aria-label = Poprzedni dzień
goals-next =
    .aria-label = Następny dzień

## How to play: the page's own words (the rules themselves are in the group Rules)

rules-title = Jak grać
rules-title-game = Jak grać w { $game }
rules-moving = Przesuwanie kart
rules-drag = Przeciągnij kartę albo sekwencję kart myszą, palcem lub rysikiem; albo kliknij (dotknij) ją, a potem miejsce, do którego ma trafić.
rules-double = Dwuklik (podwójne dotknięcie) na karcie wysyła ją na jej stos bazowy, a jeśli nie może, na najlepsze dozwolone miejsce.
rules-keys = Klawisze: strzałki przechodzą między stosami, Enter lub Spacja podnosi i odkłada (Shift+Góra i Shift+Dół biorą jedną kartę więcej lub mniej), Esc puszcza. U lub Ctrl+Z cofa, Ctrl+Y ponawia, H daje podpowiedź.
rules-autoplay = Karty, których nie potrzebuje żadna inna, same trafiają na stosy bazowe (Automatyczne odkładanie, w Ustawieniach).
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
msg-extras-failed = Nie udało się wczytać części strony (Nowa gra, Podpowiedź, okna, dźwięki): wczytaj stronę ponownie, aby spróbować jeszcze raz. Twoja gra jest zapisana.
msg-random-instead = { $reason } Zamiast tego otwarto losowe rozdanie.
msg-usual-cells = { $reason } Rozdanie otwarto ze zwykłą dla tej gry liczbą wolnych komórek.
msg-from-elsewhere = Ta gra była rozgrywana w innej karcie: jest pokazana tak, jak wygląda tam teraz.
msg-not-kept-move = Twój ruch ({ $move }) nie został zachowany: ta gra była w tym samym czasie rozgrywana w innej karcie i jest pokazana tak, jak wygląda tam teraz.
msg-not-kept = Twoja ostatnia zmiana nie została zachowana: ta gra była w tym samym czasie rozgrywana w innej karcie i jest pokazana tak, jak wygląda tam teraz.
msg-watching = To oglądany krok, nie twoja gra: „Graj dalej stąd” gra od niego.
msg-imported-later = Zaimportowany plik miał nowszy zapis tej gry: jest pokazana tak, jak w nim.
msg-foundation-stays = Karty ze stosu bazowego tam zostają.
msg-only-top = { $count ->
        [one] Tylko wierzchnia karta z { $pile-gen } może się teraz ruszyć.
        [few] Tylko { $count } wierzchnie karty z { $pile-gen } mogą się teraz ruszyć razem.
       *[many] Tylko { $count } wierzchnich kart z { $pile-gen } może się teraz ruszyć razem.
    }
msg-no-legal-move = Nie ma dozwolonego ruchu dla { $card }.
msg-daily-no-save = To rozdanie dnia nie ma zapisanej gry do wznowienia.
msg-daily-won-before = To rozdanie dnia jest już wygrane, w { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    }: pokazane jest tak, jak je wygrano. Zacznij od nowa rozgrywa je jeszcze raz.
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
table-pile = { $pile }: { $cards }.
table-pile-empty = { $pile }: pusto.
table-state = Na stosach bazowych: { $home } z { $total } kart; puste wolne komórki: { $free }.
msg-new-game-dealt = Rozdano nową grę.
msg-game-restarted = Gra zaczęta od nowa.
offer-undo = Cofnij
msg-game-back = Twoja gra wróciła do stanu sprzed zmiany.
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
save-history-cut = Pamięć przeglądarki była pełna: aby zapisać tę grę, usunięto kroki cofania innej gry ({ $what ->
        [daily] { $kind }: rozdanie dnia, { $date }
        [position] { $kind }: własny układ
       *[deal] { $kind }: rozdanie { $deal }
    }). Jej układ zostaje zachowany.
save-newer = Nowsza wersja strony (w innej karcie) zapisała tę grę: odśwież, aby grać dalej. Ruchy wykonane tutaj nie są zapisywane.
save-part-lost = Części zapisanych danych nie udało się odczytać i zostały wyzerowane.
live-picked = { $count ->
        [one] Podniesiono { $card }
       *[other] Podniesiono { $card } i { $more } więcej
    }
live-moved = { $count ->
        [one] { $card } na { $pile-acc }.
       *[other] { $card } i { $more } więcej na { $pile-acc }.
    }
live-sent-home = Automatycznie na stosy bazowe: { $cards }.
live-sent-home-count = Automatycznie na stosy bazowe: { $count ->
        [few] { $count } karty
       *[many] { $count } kart
    }.
live-won = Wygrana!
live-won-given = Rozwiązane z podanymi ruchami: nie liczy się jako wygrana.
live-step = { $what }; wykonano { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }.
live-undone-move = Ruch cofnięty: { $count ->
        [one] { $card }
       *[other] { $card } i { $more } więcej
    } z powrotem na { $pile-acc }{ $home ->
        [0] {""}
        [one] , oraz 1 karta ze stosów bazowych
        [few] , oraz { $home } karty ze stosów bazowych
       *[many] , oraz { $home } kart ze stosów bazowych
    }
live-redone-move = Ruch ponowiony: { $count ->
        [one] { $card }
       *[other] { $card } i { $more } więcej
    } na { $pile-acc }
live-verdict = { $verdict ->
        [winnable] Stąd do wygrania.
        [lost] Stąd nie do wygrania.
       *[unknown] Solver nie potrafił stwierdzić, czy da się wygrać.
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
move-to-foundation = na jej stos bazowy
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
        [one] ; 1 karta automatycznie na stosy bazowe
        [few] ; { $home } karty automatycznie na stosy bazowe
       *[many] ; { $home } kart automatycznie na stosy bazowe
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
tutorial-freecell = Cel gry: przełożyć wszystkie karty na cztery stosy bazowe, każdy kolor od asa do króla. Wolna komórka przechowa na chwilę dowolną jedną kartę. Połóż { $card } w wolnej komórce.
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
tutorial-home = { $card } może już trafić na stos bazowy: leży tam karta o jedną niższa. Przenieś ją tam: kliknij dwukrotnie, przeciągnij albo podnieś i połóż na stosie bazowym.
tutorial-undo = Zmiana zdania? „{ $undo }” (U lub Ctrl+Z) cofa ostatni ruch. Cofnij go teraz.
tutorial-hint = Nie wiesz, co dalej? „{ $hint }” (H) wskaże kartę, której warto się przyjrzeć; naciśnij ponownie, by zobaczyć jej ruch, a trzeci raz, by go wykonać. Poproś teraz o podpowiedź.
tutorial-finish = To już wszystko: dokończ tę grę sam. To gra treningowa, nie jest zapisywana ani liczona w statystykach.
tutorial-freecell-any = Połóż kartę w wolnej komórce.
tutorial-build-any = Połóż kartę na karcie o jedną wyższej i w innym kolorze.
tutorial-run-any = Przenieś razem kilka kart ułożonych po kolei.
tutorial-home-any = Przenieś kartę na jej stos bazowy.
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
difficulty-none = { $difficulty ->
        [easy] Przy tych wolnych komórkach żadne rozdanie tej gry nie jest łatwe.
        [medium] Przy tych wolnych komórkach żadne rozdanie tej gry nie jest średnie.
       *[hard] Przy tych wolnych komórkach żadne rozdanie tej gry nie jest trudne.
    }
difficulty-none-found = { $difficulty ->
        [easy] W ciągu kilku sekund szukania nie znalazło się łatwe rozdanie.
        [medium] W ciągu kilku sekund szukania nie znalazło się średnie rozdanie.
       *[hard] W ciągu kilku sekund szukania nie znalazło się trudne rozdanie.
    }
difficulty-instead = { $reason } { $nearest ->
        [easy] Wybrano poziom Łatwa, najbliższy, który ma rozdania: naciśnij Graj.
        [medium] Wybrano poziom Średnia, najbliższy, który ma rozdania: naciśnij Graj.
       *[hard] Wybrano poziom Trudna, najbliższy, który ma rozdania: naciśnij Graj.
    }
new-game-grades-missing = Wyszarzone poziomy nie mają rozdań w tej grze przy tych wolnych komórkach.
solver-daily-game = na ten dzień nie znalazło się żadne rozdanie tej gry przy tych wolnych komórkach, które solver wygrywa

## A challenge link (challenge.js, challenge-open.js)

win-challenge = Rzuć komuś wyzwanie
win-versus = Porównaj z wyzwaniem
msg-challenge-copied = Link do wyzwania jest skopiowany: wyślij go komuś. Zawiera to rozdanie, twoje ruchy i czas.
challenge-share-text = Wygrałem to rozdanie w { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    } ({ $time }). Dasz radę lepiej?
challenge-title = Wyzwanie
challenge-give-up = Poddaj się
challenge-show = Pokaż jego grę
challenge-playing = Ktoś wygrał rozdanie { $deal } i rzuca ci wyzwanie. Jego ruchy i czas pozostaną ukryte, aż wygrasz albo się poddasz.
challenge-settled = Wyzwanie rozstrzygnięte: twoja gra i jego obok siebie.
# $move: the number of the challenger's move that wasm refused; $reason: why, in the player's words.
challenge-refused-move = Gra z tego linku nie jest prawidłowym zwycięstwem: jej ruchu { $move } nie da się wykonać ({ $reason }). Rozdanie możesz zagrać mimo to.
challenge-not-won = Gra z tego linku nie jest prawidłowym zwycięstwem: jej ruchy nie kończą rozdania. Rozdanie możesz zagrać mimo to.
# $why: code (not a link's text), json, shape, checksum (changed or cut short), version, long.
challenge-unreadable = Tego linku do wyzwania nie da się odczytać: { $why ->
        [checksum] został zmieniony lub ucięty
        [version] pochodzi z innej wersji strony
        [long] jest o wiele za długi
       *[other] jest uszkodzony lub niepełny
    }. Nic z niego nie otwarto.
challenge-refused = Ten link do wyzwania wskazuje grę, której strona nie potrafi rozdać. { $reason } Nic z niego nie otwarto.
versus-title = Wyzwanie
versus-you = Ty
versus-them = Rywal
versus-result = Wynik
versus-moves = Ruchy
versus-time = Czas
versus-won = Wygrana
versus-gave-up = Poddana
# $who: you (fewer moves), them, same, gave-up; $difference: how many moves between the two.
versus-verdict = { $who ->
        [you] Wykonałeś mniej ruchów, o { $difference }.
        [them] Rywal wykonał mniej ruchów, o { $difference }.
        [same] Obaj wykonaliście tyle samo ruchów.
       *[gave-up] Poddałeś się: rozdanie należy do rywala.
    }
versus-par = Par tego rozdania: { $par ->
        [one] 1 ruch
        [few] { $par } ruchy
       *[many] { $par } ruchów
    }.
versus-watch = Obejrzyj jego grę
viewer-challenge-title = Gra rywala: { $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }
