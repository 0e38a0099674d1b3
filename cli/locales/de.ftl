# Die eigenen Wörter des Terminals auf Deutsch (die Quelle ist en.ftl); die
# Wörter, die es mit der Seite teilt, stehen in www/locales/de.ftl.

## Terminal

terminal-deal = { $daily ->
        [yes] { $standard ->
            [yes] Tagesspiel vom { $date } (Spiel { $deal })
           *[no] Tagesspiel vom { $date } von { $title } (Spiel { $deal })
        }
       *[no] { $standard ->
            [yes] Spiel { $deal }
           *[no] Spiel { $deal } von { $title }
        }
    }

terminal-date = { $day }. { $month ->
        [1] Januar
        [2] Februar
        [3] März
        [4] April
        [5] Mai
        [6] Juni
        [7] Juli
        [8] August
        [9] September
        [10] Oktober
        [11] November
       *[12] Dezember
    } { $year }

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

terminal-solve-summary-optimal = davon als optimal bewiesen: { $optimal }

terminal-solve-optimal = optimal

terminal-solve-best-found = beste gefundene

terminal-solve-cannot-use-file = { $file } lässt sich nicht verwenden: { $why }

terminal-usage = Aufruf

terminal-more-help = (freecell { $command } --help sagt mehr)

terminal-unknown-command = unbekannter Befehl '{ $command }'

terminal-usage-unknown-option = unbekannte Option '{ $option }'

terminal-usage-no-value = { $option } nimmt keinen Wert

terminal-usage-needs = { $option } braucht { $what ->
        [game] den Namen eines Spiels (freecell games listet sie auf)
        [cells] eine Zahl freier Zellen, 0 bis 8
        [position] eine Stellung, so geschrieben, wie die Seite sie schreibt
        [date] ein Datum, geschrieben JJJJ-MM-TT
        [file] den Pfad einer Datei
       *[positive] eine positive ganze Zahl
    }

terminal-usage-twice = { $option } ist zweimal angegeben

terminal-usage-not-a-deal = '{ $given }' ist keine Spielnummer: Die Spiele sind von 1 bis { $max } nummeriert

terminal-usage-one-deal = nur eine Spielnummer auf einmal ('{ $extra }' ist eine zu viel)

terminal-usage-one-date = nur ein Datum auf einmal ('{ $extra }' ist eins zu viel)

terminal-usage-unknown-game = es gibt kein Spiel namens '{ $given }': Die Spiele sind { $games }

terminal-usage-cells = --cells braucht eine Zahl freier Zellen, 0 bis { $max }, nicht '{ $given }'

terminal-usage-empty-range = der Bereich { $range } ist leer

terminal-usage-too-many-deals = { $spec } sind { $count } Spiele: höchstens { $max } werden auf einmal angenommen

terminal-usage-positive = { $option } braucht eine positive ganze Zahl, nicht '{ $given }'

terminal-usage-which-deal = welches Spiel? Gib seine Nummer an, etwa: freecell deal 1

terminal-usage-which-deals = welche Spiele? Etwa 617 oder 1..32000

terminal-usage-which-deals-or-position = welche Spiele? Etwa 617 oder 1..32000 (oder --position TEXT)

terminal-usage-one-mode = wähle einen Modus: --fast oder --optimal, nicht beide

terminal-usage-deals-and-position = gib Spielnummern oder --position an, nicht beides ('{ $deals }' und eine Stellung)

terminal-usage-deal-and-daily = gib eine Spielnummer oder --daily an, nicht beides ('{ $deal }' und ein Datum)

terminal-usage-position-game = eine Stellung nennt ihr Spiel selbst (seahaven:JD9S.../...): Lass --game und --cells weg

terminal-usage-bad-position = --position ist keine Stellung: { $why }

terminal-usage-no-arguments = games nimmt keine Argumente ('{ $word }')

terminal-usage-lang = --lang nimmt eine von { $languages }, nicht '{ $given }'

terminal-output-closed = es konnte nichts ausgegeben werden: die Standardausgabe ist geschlossen

terminal-output-full = es konnte nichts mehr ausgegeben werden: der Datenträger ist voll

terminal-output-failed = es konnte nichts mehr in die Standardausgabe geschrieben werden ({ $error })

terminal-input-failed = die Züge konnten nicht gelesen werden ({ $error })

terminal-daily-not-yet = für den { $date } gibt es noch kein Tagesspiel: es öffnet an diesem Tag

terminal-no-daily-deals = Tagesspiele gibt es für die Jahre { $first } bis { $last }, nicht { $year }

terminal-game-title = { $cells ->
        [0] { $title } ohne freie Zellen
        [one] { $title } mit 1 freien Zelle
       *[other] { $title } mit { $cells } freien Zellen
    }

terminal-grade-summary = { $deals ->
        [one] { $deals } Spiel
       *[other] { $deals } Spiele
    } von { $title }: { $shares }

terminal-grade-share = { $grade ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
        [impossible] unlösbar
       *[unknown] unbekannt
    } { $count } ({ $percent } %)

terminal-grade-cpu = CPU-Zeit je Spiel: Mittel { $mean } ms, Median { $median } ms, p99 { $p99 } ms, schlechteste { $worst } ms

terminal-help =
    freecell: FreeCell und seine Familie im Terminal

    Aufruf:
      freecell deal N [--columns]                  Spiel N ausgeben
      freecell play [N] [--basic] [--no-autoplay]  Spiel N spielen (ohne N ein zufälliges)
      freecell daily [DATE]                        das Tagesspiel spielen (sonst das heutige)
      freecell solve N|A..B|A,B,...                Spiele lösen
      freecell solve --position TEXT               eine Stellung lösen
      freecell grade N|A..B|A,B,...                wie schwer Spiele sind
      freecell games                               die Spiele auflisten
      freecell <Befehl> --help                     mehr über einen Befehl

    deal, play, daily, solve und grade nehmen --game NAME (freecell,
    bakers-game, eight-off, seahaven, ...; freecell games listet sie) und
    --cells K (0 bis 8 freie Zellen); ohne sie ist es FreeCell mit seinen 4
    freien Zellen. --lang SPRACHE (en, de, fr, es, pl) wählt die Sprache, die
    sonst LC_ALL, LC_MESSAGES und LANG folgt.

    Die Spiele sind Microsofts nummerierte Spiele, 1 bis 2147483647, so gegeben, wie
    jedes Spiel gibt (PySolFCs Nummerierung). Karten schreibt man Rang, dann Farbe
    (7H, TC); Züge in der Standardnotation (3a, a6, 3h, 36, 36/4; 0 ist eine zehnte
    Spalte, und freie Zellen heißen a-g, dann i).

terminal-help-play =
    freecell play: FreeCell oder ein Spiel seiner Familie im Terminal spielen

    Aufruf: freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Spielt Spiel N (1 bis 2147483647). Ohne N wird ein Spiel von 1 bis 1000000
    zufällig gewählt; seine Nummer wird angezeigt, damit es mit freecell play N
    noch einmal gespielt werden kann.

      --basic         einfaches FreeCell: jeder Zug bewegt eine Karte (eine Folge
                      wird Karte für Karte über die freien Zellen bewegt)
      --no-autoplay   jede Karte selbst auf die Ablage legen (um eine Lösung von
                      freecell solve einzutippen, die jeden Zug auf die Ablage
                      ausschreibt)
      --game NAME     das Spiel (Vorgabe freecell; freecell games listet sie auf:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       seine Zahl freier Zellen, 0 bis 8 (Vorgabe: die des Spiels)
      -h, --help      diese Hilfe

    Der Bildschirm zeigt die freien Zellen (a-d in FreeCell), die vier
    Ablagestapel, die Spalten (1-8 in FreeCell; die unterste Karte jeder Spalte
    oben auf dem Bildschirm) und die Zugnummer. Karten sind der Rang (A 2-9 T J
    Q K), dann die Farbe (C D H S).

    Einen Zug tippen, von wo, dann wohin, und Enter drücken:
      3a      oberste Karte von Spalte 3 in die freie Zelle a
      a6      Karte der freien Zelle a auf Spalte 6
      3h      oberste Karte von Spalte 3 auf ihren Ablagestapel (ah: aus der
              freien Zelle a)
      36      von Spalte 3 auf Spalte 6: die Karte oder die Folge von Karten,
              die dort passt
      36/4    vier Karten von Spalte 3 auf Spalte 6, wenn 6 leer ist
    Eine zehnte Spalte (Seahaven Towers) ist 0; freie Zellen heißen ab a,
    ohne h, das der Ablage gehört: die acht von Eight Off sind a-g und i.
    Und die Befehle:
      u  letzten Zug zurücknehmen   r  zurückgenommenen Zug wiederholen
      ?  Hilfe                      q  beenden

    Ein Zug, den die Regeln nicht erlauben, wird mit Begründung abgelehnt, und
    nichts ändert sich.
    Nach jedem Zug gehen Karten, die auf den Spalten nicht mehr gebraucht werden,
    von selbst auf die Ablage (autoplay: 2H auf die Ablage); Zurücknehmen nimmt
    einen Zug samt dem folgenden Autoplay zurück.

    Züge können über eine Pipe kommen, einer je Zeile:
    printf '3a\n36\n' | freecell play 1.
    Farbe wird verwendet, wenn die Ausgabe ein Terminal ist und NO_COLOR nicht
    gesetzt ist. Exit-Status: 0, wenn das Spiel endet (gewonnen, beendet oder Ende
    der Eingabe), 2 bei falschen Argumenten.

    Beispiele:
      freecell play 617
      freecell play 1 --game seahaven
      freecell play --cells 2

terminal-help-daily =
    freecell daily: das Tagesspiel spielen, das Spiel des Tages der Seite

    Aufruf:
      freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Spielt das Tagesspiel von DATE (JJJJ-MM-TT, etwa 2026-11-28), ohne DATE
    das heutige: ein Spiel am Tag für jede Variante und jede Zahl freier
    Zellen, für alle Spieler gleich, das Tagesspiel der Seite an diesem Datum.
    Heute ist das lokale Datum des Rechners (die Zeitzone aus TZ, sonst die
    des Systems). Die Woche geht von leichten Spielen am Montag und Dienstag
    über mittlere zu schweren am Wochenende; jedes hat der Löser gewonnen.

    Ein Datum, das kein Tag ist, außerhalb der Jahre 2000 bis 2999 liegt oder
    nach heute kommt, wird mit Begründung abgelehnt, und kein Spiel beginnt.
    Der Titel nennt das Datum und die Spielnummer.

      --basic         einfaches FreeCell: jeder Zug bewegt eine Karte
      --no-autoplay   jede Karte selbst auf die Ablage legen
      --game NAME     das Spiel (Vorgabe freecell; freecell games listet sie auf:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       seine Zahl freier Zellen, 0 bis 8 (Vorgabe: die des Spiels)
      -h, --help      diese Hilfe

    Züge und Befehle sind die von freecell play (freecell play --help sagt
    mehr). Exit-Status: 0, wenn das Spiel endet (gewonnen, beendet oder Ende
    der Eingabe), 2 bei falschen Argumenten oder einem abgelehnten Datum.

    Beispiele:
      freecell daily
      freecell daily 2026-11-28
      freecell daily 2026-11-28 --game seahaven --cells 2

terminal-help-solve =
    freecell solve: nummerierte Spiele oder eine Stellung lösen, von FreeCell oder
    seiner Familie

    Aufruf:
      freecell solve DEALS [--game NAME] [--cells K] [--fast | --optimal] [--json]
    {"                       ["}--quiet] [--out FILE] [--max-nodes N] [--threads N]
      freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N]
    {"                       ["}--max-memory MB]

    DEALS ist eine Spielnummer (617), ein Bereich (1..32000, beide Enden
    eingeschlossen) oder eine Kommaliste davon (1..100,617,11982). Spiele sind
    von 1 bis 2^31 - 1 nummeriert. --game NAME und --cells K wählen das Spiel
    (Vorgabe freecell mit 4 freien Zellen; freecell games listet die Spiele auf).

    TEXT ist eine Stellung auf einer Zeile, wie die Adresse ?position= der Seite
    und GameBoard::to_text sie schreiben: die Spalten, dann die freien Zellen,
    dann die 4 Ablagestapel, jeder Stapel mit der untersten Karte zuerst, Stapel
    durch / getrennt. Ein anderes Spiel als FreeCell steht vorn, dann ein
    Doppelpunkt (seahaven:JD9SJS4D6D/.../...), sodass der Text kein --game
    braucht. Für die Shell in Anführungszeichen setzen.

    Ein Spiel oder eine Stellung: gibt seine Lösung auf einer Zeile aus, Züge in
    der Standardnotation (Spalten 1-8, 0 für eine zehnte; freie Zellen a-d, a-g
    und i bei acht; Ablage h: 3a a6 3h 36 36/4), jeder Zug auf die Ablage
    ausgeschrieben (freecell play legt Karten von selbst ab: um dort eine Lösung
    einzutippen, mit --no-autoplay spielen); oder das Wort `unlösbar` (das ganze
    erreichbare Spiel wurde durchsucht: es gibt keine Lösung) oder `aufgegeben`
    (das Budget war erschöpft). Eine schon gewonnene Stellung hat eine Lösung
    ohne Züge: eine leere Zeile. Mit --optimal beginnt die Zeile mit dem Urteil
    und einem Doppelpunkt: `optimal:`, wenn keine Lösung weniger Züge hat
    (bewiesen), `beste gefundene:`, wenn das Budget vor dem Beweis erschöpft war.

    Mehrere Spiele: eine Zeile je Spiel (Spiel, Ergebnis, Züge ohne Züge auf die
    Ablage (0, wenn nicht gelöst), Millisekunden, Züge), auf allen Kernen gelöst,
    dann eine Zusammenfassung: wie viele gelöst, als unlösbar bewiesen oder
    aufgegeben wurden; die gesamte CPU-Zeit und die je Spiel (die CPU-Zeit des
    Threads jedes Spiels unter Linux, sonst seine Echtzeit; und unter Linux
    die des ganzen Prozesses, die auch das Geben der Spiele zählt); die mittlere
    Lösungslänge ohne Züge auf die Ablage; und Median, 99. Perzentil und
    schlechteste Länge (der gelösten Spiele; keine, wenn keines gelöst wurde)
    und Zeit. Der Median einer geraden Anzahl ist der kleinere der beiden
    mittleren Werte.

    Optionen:
      --game NAME      das Spiel der Spiele (Vorgabe freecell)
      --cells K        seine Zahl freier Zellen, 0 bis 8 (Vorgabe: die des Spiels)
      --position TEXT  diese Stellung statt Spielen lösen
      --fast           der schnelle Modus: Bestensuche in Runden, längere Lösungen
      --optimal        die wenigsten Züge (Züge auf die Ablage nicht gezählt),
                       durch eine A*-Suche bewiesen, wenn das Budget reicht;
                       Urteil `optimal` oder `beste gefundene`
      --json           maschinenlesbare Ausgabe (ein JSON-Objekt: deals, summary)
      --quiet          mehrere Spiele: nur die Zusammenfassung ausgeben
      --out FILE       mehrere Spiele: je Spiel eine JSON-Zeile an FILE anhängen, sobald
                       es gelöst ist; Spiele, die schon darin stehen, auslassen
      --max-nodes N    die meisten Stellungen, die je Spiel erweitert werden
                       (Vorgabe 20000000)
      --max-memory MB  --optimal: der meiste Speicher, den seine Suche je Spiel
                       belegen darf, in Megabyte (Vorgabe 1024); darüber
                       `beste gefundene`
      --threads N      wie viele Threads (Vorgabe: alle Kerne)

    Exit-Status: 0, wenn jedes Spiel gelöst oder als unlösbar bewiesen wurde, 1,
    wenn der Löser bei einem Spiel aufgab, 2 bei einer falschen Befehlszeile.

    Beispiele:
      freecell solve 617
      freecell solve 1..1000 --fast --quiet
      freecell solve 1..100 --game bakers-game
      freecell solve 1..20 --optimal --max-nodes 2000000
      freecell solve --position 'seahaven:JD9SJS4D6D/.../...'

terminal-help-deal =
    freecell deal: ein nummeriertes Spiel von FreeCell oder seiner Familie ausgeben

    Aufruf: freecell deal N [--columns] [--game NAME] [--cells K]
            freecell deal --daily DATE [--columns] [--game NAME] [--cells K]

    N ist die Spielnummer, von 1 bis 2147483647 (der Bereich des Microsoft-
    Generators; Windows nummerierte seine Spiele 1 bis 32000, später 1 bis
    1000000).

    Die Karten werden in der Reihenfolge ausgegeben, in der sie gegeben werden,
    eine Zeile je Runde: der Geber legt reihum eine Karte auf jede Spalte, also
    ist die erste Zeile die unterste Karte jeder Spalte (acht in FreeCell: sieben
    Zeilen, die letzte mit vier Karten), und die Zeilen lesen sich wie der Tisch
    selbst. Wo das Spiel seine letzten Karten in freie Zellen gibt (eight-off,
    forecell, seahaven), zeigt eine letzte Zeile die freien Zellen, a bis zur
    letzten, - für eine leere.

      --columns     stattdessen eine Zeile je Spalte ausgeben, ab Spalte 1, jede
                    von der untersten bis zur obersten Karte (dann die Zeile der
                    freien Zellen, wie oben)
      --daily DATE  statt Spiel N das Tagesspiel von DATE (JJJJ-MM-TT): das
                    Spiel, das freecell daily DATE spielt (ein Datum nach
                    heute wird abgelehnt)
      --game NAME   das Spiel (Vorgabe freecell; freecell games listet sie auf)
      --cells K     seine Zahl freier Zellen, 0 bis 8 (Vorgabe: die des Spiels);
                    eine Karte, die das Spiel in eine fehlende freie Zelle geben
                    würde, kommt auf die Spalten
      -h, --help    diese Hilfe

    Spiel N jedes Spiels ist die Microsoft-Mischung N, so gegeben, wie jenes
    Spiel gibt, wie PySolFC seine Spiele nummeriert. Karten sind zwei Zeichen:
    der Rang (A 2-9 T J Q K), dann die Farbe (C D H S), wie in 7H oder TC.

    Beispiele:
      freecell deal 1
      freecell deal 617 --columns
      freecell deal 1 --game seahaven --columns
      freecell deal --daily 2026-11-28

terminal-help-grade =
    freecell grade: wie schwer Spiele sind

    Aufruf: freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N]
    {"                             ["}--threads N] [--quiet]

    Bewertet jedes Spiel (617, 1..32000, 1..100,617) danach, mit wie wenigen
    freien Zellen der Löser es gewinnt, die gegebene Auslage ohne ihre leeren
    Zellen (die übrigen Karten von ForeCell, auf jeder Zelle, kommen teils
    stattdessen auf die Spalten). In FreeCell: leicht, wenn er es mit 1 Zelle
    gewinnt, mittel mit 2, sonst schwer; jedes Spiel hat eigene Grenzen
    (Seahaven Towers und ForeCell: 2 und 3; Baker's Game: leicht mit 3 Zellen,
    mittel mit 4 innerhalb von 1.000 Stellungen). Nur diese Anzahlen und die
    des Spiels werden versucht. Spiele, die er mit allen Zellen nicht gewinnen
    kann, haben keine Stufe: unlösbar (bewiesen) oder unbekannt (das Budget war
    erschöpft). Eine Zeile je Spiel (Spiel, Stufe, die wenigsten Zellen, mit
    denen es von den versuchten Anzahlen gewonnen wurde, Stellungen, ms), dann
    der Anteil jeder Stufe und die Zeit je Spiel.

      --max-nodes N    die meisten Stellungen, die jeder Lauf des Lösers erweitert
                       (Vorgabe 100000)
      --threads N      wie viele Threads (Vorgabe: alle Kerne)
      --quiet          nur die Zusammenfassung

terminal-help-games =
    freecell games: die Spiele auflisten

    Aufruf: freecell games

    Eine Zeile je Spiel: der Name, den --game nimmt (freecell deal, play und
    solve), der Titel des Spiels, seine freien Zellen und Spalten und was es
    auszeichnet. Jedes Spiel kann mit einer anderen Zahl freier Zellen gespielt
    werden, 0 bis 8 (--cells K).

terminal-solve-summary-cpu = CPU-Zeit: { $total } s insgesamt ({ $threads ->
        [one] { $threads } Thread
       *[other] { $threads } Threads
    }, { $wall } s Echtzeit{ $process }); je Spiel: Mittel { $mean } ms, Median { $median } ms, p99 { $p99 } ms, schlechteste { $worst } ms

terminal-solve-summary-process = { $seconds } s für den ganzen Prozess

terminal-solve-summary-lengths = Länge ohne Züge auf die Ablage: { $lengths }

terminal-solve-summary-length-figures = Mittel { $mean }, Median { $median }, p99 { $p99 }, schlechteste { $worst }

terminal-solve-summary-none-solved = keines gelöst

terminal-games-sizes = { $cells ->
        [one] 1 Zelle
       *[other] { $cells } Zellen
    }, { $cascades } Spalten

terminal-game-summary-freecell = 4 freie Zellen, 8 Spalten, absteigend in wechselnden Farben gebaut

terminal-game-summary-bakers-game = FreeCell, die Spalten absteigend in einer Farbe gebaut

terminal-game-summary-ko-bakers-game = Baker's Game, in dem nur ein König eine leere Spalte beginnen darf

terminal-game-summary-relaxed-freecell = FreeCell, in dem jede Folge auf einmal ziehen darf

terminal-game-summary-eight-off = 8 freie Zellen, 4 davon mit einer Karte; in einer Farbe, Könige auf leere Spalten

terminal-game-summary-forecell = FreeCell mit den letzten 4 Karten in den freien Zellen, Könige auf leere Spalten

terminal-game-summary-seahaven = 10 Spalten in einer Farbe, 2 Karten in den freien Zellen, Könige auf leere Spalten
