# Własne słowa terminala po polsku (źródłem jest en.ftl); słowa wspólne ze
# stroną są w www/locales/pl.ftl.

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

terminal-solve-cannot-use-file = nie można użyć { $file }: { $why }

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
        [file] ścieżkę pliku
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

terminal-output-closed = nie udało się nic wypisać: standardowe wyjście jest zamknięte

terminal-output-full = nie udało się nic więcej wypisać: dysk jest pełny

terminal-output-failed = nie udało się nic więcej zapisać na standardowe wyjście ({ $error })

terminal-input-failed = nie udało się odczytać ruchów ({ $error })

terminal-daily-not-yet = nie ma jeszcze rozdania dnia na { $date }: otworzy się tego dnia

terminal-no-daily-deals = rozdania dnia są na lata od { $first } do { $last }, a nie { $year }

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
    {"                       ["}--quiet] [--out FILE] [--max-nodes N] [--threads N]
      freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N]
    {"                       ["}--max-memory MB]

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
      --out FILE       kilka rozdań: dopisuje do FILE wiersz JSON na rozdanie, gdy
                       tylko jest rozwiązane, i pomija rozdania, które już w nim są
      --max-nodes N    najwięcej pozycji do rozwinięcia na rozdanie (domyślnie
                       20000000)
      --max-memory MB  --optimal: najwięcej pamięci, ile jego przeszukiwanie
                       może zająć na rozdanie, w megabajtach (domyślnie 1024);
                       po jej przekroczeniu `najlepsze znalezione`
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
