# The page's words in pl (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Ruchy
bar-time = Czas
bar-new-game = Nowa gra
bar-undo = Cofnij
bar-redo = Ponów
bar-hint = Podpowiedź
bar-menu = Menu

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

## Refusals

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

terminal-deal = { $standard ->
        [yes] rozdanie { $deal }
       *[no] rozdanie { $deal } gry { $title }
    }
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
terminal-usage = użycie
terminal-more-help = (freecell { $command } --help powie więcej)
terminal-unknown-command = nieznane polecenie '{ $command }'
terminal-help =
    freecell: FreeCell i jego rodzina w terminalu

    użycie:
      freecell deal N [--columns]                  wypisuje rozdanie N
      freecell play [N] [--basic] [--no-autoplay]  gra rozdanie N (losowe bez N)
      freecell solve N|A..B|A,B,...                rozwiązuje rozdania
      freecell solve --position TEKST              rozwiązuje układ
      freecell grade N|A..B|A,B,...                jak trudne są rozdania
      freecell games                               wypisuje gry
      freecell <polecenie> --help                  więcej o poleceniu

    deal, play, solve i grade przyjmują --game NAZWA (freecell, bakers-game, eight-off,
    seahaven, ...; freecell games je wypisuje) i --cells K (od 0 do 8 wolnych komórek);
    domyślnie FreeCell z 4 wolnymi komórkami. --lang JĘZYK (en, de, fr, es, pl)
    wybiera język, który poza tym wynika z LC_ALL, LC_MESSAGES i LANG.

    Rozdania to numerowane rozdania Microsoftu, od 1 do 2147483647, rozdane tak, jak
    rozdaje każda gra (numeracja PySolFC). Karty zapisuje się: ranga, potem kolor
    (7H, TC); ruchy w standardowej notacji (3a, a6, 3h, 36, 36/4; 0 to dziesiąta
    kolumna, a wolne komórki mają litery a-g, potem i).
