# The page's words in de (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Züge
bar-time = Zeit
bar-new-game = Neues Spiel
bar-undo = Zurück
bar-redo = Wiederholen
bar-hint = Tipp
bar-menu = Menü

## Cards
## Der Name einer Karte mit Artikel, im Fall, den der Satz braucht ($case:
## nom, acc, dat, gen).

card-name = { $rank ->
        [1] { $case ->
                [dat] dem
                [gen] des
               *[other] das
            }
        [11] { $case ->
                [acc] den
                [dat] dem
                [gen] des
               *[other] der
            }
        [13] { $case ->
                [acc] den
                [dat] dem
                [gen] des
               *[other] der
            }
       *[other] { $case ->
                [dat] der
                [gen] der
               *[other] die
            }
    } { $suit ->
        [C] Kreuz
        [D] Karo
        [H] Herz
       *[S] Pik
    }-{ $rank ->
        [1] { $case ->
                [gen] Asses
               *[other] Ass
            }
        [2] Zwei
        [3] Drei
        [4] Vier
        [5] Fünf
        [6] Sechs
        [7] Sieben
        [8] Acht
        [9] Neun
        [10] Zehn
        [11] { $case ->
                [nom] Bube
               *[other] Buben
            }
        [12] Dame
       *[13] { $case ->
                [gen] Königs
               *[other] König
            }
    }

## Refusals

refusal-from-foundation = Karten auf einem Ablagestapel bleiben dort: Sie können nicht zurückgenommen werden.
refusal-empty-source = Dort liegt keine Karte, die sich bewegen ließe.
refusal-same-pile = Die Karte liegt schon dort.
refusal-single-card-to = Auf { $cell ->
        [foundation] einen Ablagestapel
       *[free-cell] eine freie Zelle
    } kommt nur eine Karte auf einmal.
refusal-single-card-from = Aus einer freien Zelle kommt nur eine Karte auf einmal.
refusal-too-few-cards = Diese Spalte hat { $has ->
        [one] nur eine Karte
       *[other] nur { $has } Karten
    }, nicht { $count }.
refusal-not-a-run = Die obersten { $count } Karten bilden keine absteigende Folge { $build ->
        [suit] in einer Farbe
       *[other] in wechselnden Farben
    }.
refusal-cell-taken = In dieser freien Zelle liegt schon { $holds }.
refusal-foundation-needs-ace = Nur ein Ass beginnt einen Ablagestapel, nicht { $card-nom }.
refusal-foundation-next-of-suit = Ein Ablagestapel nimmt nur die nächste Karte seiner Farbe: { $card-nom } passt nicht auf { $onto-acc }.
refusal-kings-only = In { $title } darf nur ein König eine leere Spalte beginnen.
refusal-too-many-at-once = Jetzt { $capacity ->
        [one] kann nur eine Karte
       *[other] können nur { $capacity } Karten
    } auf einmal ziehen, nicht { $count }: { $emptyCascades ->
        [kings-only] jede leere freie Zelle erlaubt eine Karte mehr.
       *[other] leere freie Zellen und Spalten erlauben mehr.
    }
refusal-no-room = In dieser Spalte ist kein Platz mehr.
refusal-pile-full = Dieser Stapel ist voll.
refusal-build-colour = Gleiche Farbe: { $card-nom } passt nicht auf { $onto-acc }.
refusal-build-onto-ace = Auf ein Ass in einer Spalte kommt nichts: { $card-nom } passt nicht auf { $onto-acc }.
refusal-build-suit = { $title } baut in einer Farbe: { $card-nom } passt nicht auf { $onto-acc }.
refusal-build-rank = Auf { $onto-acc } passt nur { $rank ->
        [1] ein { $colour ->
                [red] rotes
               *[black] schwarzes
            } Ass
        [11] ein { $colour ->
                [red] roter
               *[black] schwarzer
            } Bube
        [12] eine { $colour ->
                [red] rote
               *[black] schwarze
            } Dame
       *[other] eine { $colour ->
                [red] rote
               *[black] schwarze
            } { $rank ->
                [2] Zwei
                [3] Drei
                [4] Vier
                [5] Fünf
                [6] Sechs
                [7] Sieben
                [8] Acht
                [9] Neun
               *[10] Zehn
            }
    }, nicht { $card-nom }.
refusal-build-next-of-suit = Auf { $onto-acc } passt nur { $wanted-nom }, nicht { $card-nom }.

## Rules

rule-goal = Lege alle 52 Karten auf die { $foundations } Ablagestapel, jeden in einer Farbe aufsteigend vom Ass bis zum König.
rule-building = { $build ->
        [suit] Die { $cascades } Spalten werden absteigend in einer Farbe gebaut: Die Pik-Sechs kommt auf die Pik-Sieben.
       *[other] Die { $cascades } Spalten werden absteigend in wechselnden Farben gebaut: Eine rote Sechs kommt auf eine schwarze Sieben.
    }
rule-free-cells = { $count ->
        [0] Es gibt keine freien Zellen.
        [one] Eine freie Zelle ({ $names }) nimmt eine beliebige Karte auf.
       *[other] { $count } freie Zellen ({ $names }) nehmen je eine beliebige Karte auf.
    }
rule-leftovers = Das Geben legt seine letzten { $count } Karten in die freien Zellen { $cells }.
rule-empty-cascades = { $emptyCascades ->
        [kings-only] Nur ein König darf eine leere Spalte beginnen.
       *[other] Jede Karte darf eine leere Spalte beginnen.
    }
rule-runs = { $sequences ->
        [unlimited] Eine Folge, die so gebaut ist wie die Spalten, zieht auf einmal, egal wie lang.
       *[other] { $emptyCascades ->
            [kings-only] Eine Folge zieht auf einmal, wenn sie Karte für Karte über die leeren freien Zellen ziehen könnte: eine Karte mehr, als es davon gibt.
           *[other] Eine Folge zieht auf einmal, wenn sie Karte für Karte über die leeren freien Zellen und Spalten ziehen könnte: eine Karte mehr als leere freie Zellen, verdoppelt für jede leere Spalte, die nicht ihr Ziel ist.
        }
    }
rule-basic-runs = Jeder Zug bewegt eine Karte (einfaches FreeCell).

## Terminal

terminal-deal = { $standard ->
        [yes] Spiel { $deal }
       *[no] Spiel { $deal } von { $title }
    }
terminal-heading = { terminal-deal }, Zug { $moves }{ $basic ->
        [yes] {" "}(einfach: eine Karte pro Zug)
       *[no] {""}
    }
terminal-won = Gewonnen: { terminal-deal } in { $moves } Zügen!
terminal-piles = { $cascades ->
        [one] Spalte { $cascadeNames }
       *[other] Spalten { $cascadeNames }
    }, { $cells ->
        [0] keine freien Zellen
        [one] freie Zelle { $cellNames }
       *[other] freie Zellen { $cellNames }
    }, Ablagestapel h
terminal-opening = Gib einen Zug ein wie { $example } ({ terminal-piles }) oder ? für Hilfe ({ $command } spielt dieses Spiel noch einmal)
terminal-left = { terminal-deal } nach { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    } verlassen ({ $command } spielt es noch einmal)
terminal-quit = Beendet: { terminal-left }
terminal-end-of-input = Ende der Eingabe: { terminal-left }
terminal-undone = Zurückgenommen: wieder bei Zug { $moves }
terminal-redone = Wiederholt: Zug { $moves }
terminal-nothing-to-undo = Nichts zurückzunehmen: Das ist die Stellung wie gegeben
terminal-nothing-to-redo = Nichts zu wiederholen: Seit dem letzten Zug wurde keiner zurückgenommen
terminal-autoplay = Automatisch: { $card } auf den Ablagestapel
terminal-basic-run = Das ist einfaches FreeCell, eine Karte pro Zug, und { $move } würde { $count } Karten bewegen (ohne --basic spielen, um Folgen zu ziehen)
terminal-not-a-move = '{ $move }' ist kein Zug: erst woher, dann wohin ({ terminal-piles }), etwa { $example }
terminal-help-intro = Ein Zug ist woher, dann wohin: { terminal-piles }.
terminal-help-to-cell = oberste Karte von Spalte 3 in die freie Zelle a
terminal-help-from-cell = Karte aus der freien Zelle a auf Spalte 6
terminal-help-home = oberste Karte von Spalte 3 auf ihren Ablagestapel
terminal-help-onto = von Spalte 3 auf Spalte 6: die Karte oder Folge, die passt
terminal-help-run = vier Karten von Spalte 3 auf die leere Spalte 6
terminal-help-basic = (einfaches FreeCell: eine Karte pro Zug, also bewegt 36 nur eine Karte)
terminal-help-autoplay = { $autoplay ->
        [on] Karten, die nicht mehr gebraucht werden, gehen von selbst auf die Ablagestapel.
       *[off] { $cells ->
            [0] Automatik ist aus: Lege Karten selbst ab (3h).
           *[other] Automatik ist aus: Lege Karten selbst ab (3h, ah).
        }
    }
terminal-help-commands = Befehle: u zurück, r wiederholen, ? (oder h) Hilfe, q beenden.
terminal-foundations = Ablage
terminal-solve-impossible = unlösbar
terminal-solve-gave-up = aufgegeben
terminal-solve-summary-deals = Spiele: { $deals } (gelöst { $solved }, unlösbar { $impossible }, aufgegeben { $gaveUp })
terminal-usage = Aufruf
terminal-more-help = (freecell { $command } --help sagt mehr)
terminal-unknown-command = unbekannter Befehl '{ $command }'
terminal-help =
    freecell: FreeCell und seine Familie im Terminal

    Aufruf:
      freecell deal N [--columns]                  Spiel N ausgeben
      freecell play [N] [--basic] [--no-autoplay]  Spiel N spielen (ohne N ein zufälliges)
      freecell solve N|A..B|A,B,...                Spiele lösen
      freecell solve --position TEXT               eine Stellung lösen
      freecell grade N|A..B|A,B,...                wie schwer Spiele sind
      freecell games                               die Spiele auflisten
      freecell <Befehl> --help                     mehr über einen Befehl

    deal, play, solve und grade nehmen --game NAME (freecell, bakers-game, eight-off,
    seahaven, ...; freecell games listet sie) und --cells K (0 bis 8 freie Zellen);
    ohne sie ist es FreeCell mit seinen 4 freien Zellen. --lang SPRACHE (en, de, fr,
    es, pl) wählt die Sprache, die sonst LC_ALL, LC_MESSAGES und LANG folgt.

    Die Spiele sind Microsofts nummerierte Spiele, 1 bis 2147483647, so gegeben, wie
    jedes Spiel gibt (PySolFCs Nummerierung). Karten schreibt man Rang, dann Farbe
    (7H, TC); Züge in der Standardnotation (3a, a6, 3h, 36, 36/4; 0 ist eine zehnte
    Spalte, und freie Zellen heißen a-g, dann i).
