# The page's words in de (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Züge
bar-time = Zeit
bar-new-game = Neues Spiel
bar-undo = Zurück
bar-redo = Wiederholen
bar-hint = Tipp
bar-menu = Menü

## Tutorial
## Spielen lernen: ein geführtes erstes Spiel (www/tutorial.js, www/tutorial-steps.js).
## $card, $cards und $target sind Eckzeichen von Karten („9♦“, „9♦ 8♣ 7♥“).

tutorial-title = Spielen lernen
tutorial-offer = Neu bei FreeCell? Ein kurzes geführtes Spiel zeigt dir, wie es geht.
tutorial-offer-start = Spielen lernen
tutorial-offer-dismiss = Nein, danke
tutorial-step = Schritt { $step } von { $steps }:
tutorial-leave = Anleitung verlassen
tutorial-close = Schließen
tutorial-left = Du hast die Anleitung verlassen. „{ $rules }“ (im Menü) bietet sie wieder an.
tutorial-freecell = Das Ziel: alle Karten auf die vier Ablagestapel, jede Farbe vom Ass bis zum König. Eine freie Zelle nimmt eine beliebige Karte für eine Weile auf. Lege { $card } in eine freie Zelle.
tutorial-build = Auf den Spalten kommt eine Karte auf eine um einen Rang höhere der anderen Farbe. Lege { $card } auf { $target }.
tutorial-run = Geordnete Karten lassen sich zusammen verschieben: Lege { $cards } auf { $target }. Eine Reihe zieht, als ginge sie Karte für Karte über die leeren freien Zellen und Spalten, daher hängt ihre Länge von ihnen ab: mit { $cells ->
    [one] einer leeren freien Zelle
   *[other] { $cells } leeren freien Zellen
  } und { $cascades ->
    [one] einer leeren Spalte
   *[other] { $cascades } leeren Spalten
  } jetzt bis zu { $capacity } Karten.
tutorial-home = { $card } darf auf den Ablagestapel: Dort liegt schon die Karte darunter. Lege sie dorthin: doppelt klicken, ziehen, oder aufnehmen und auf dem Ablagestapel ablegen.
tutorial-undo = Umentschieden? „{ $undo }“ (U oder Strg+Z) nimmt den letzten Zug zurück. Mach ihn jetzt rückgängig.
tutorial-hint = Nicht weiter? „{ $hint }“ (H) nennt eine Karte, die du dir ansehen solltest; noch einmal gedrückt zeigt er ihren Zug, ein drittes Mal spielt er ihn. Hol dir jetzt einen Tipp.
tutorial-finish = Mehr gibt es nicht zu wissen: Spiel dieses Spiel allein zu Ende. Es ist ein Übungsspiel; es wird weder gespeichert noch in deiner Statistik gezählt.
tutorial-freecell-any = Lege eine Karte in eine freie Zelle.
tutorial-build-any = Lege eine Karte auf eine um einen Rang höhere der anderen Farbe.
tutorial-run-any = Verschiebe mehrere geordnete Karten zusammen.
tutorial-home-any = Lege eine Karte auf ihren Ablagestapel.
tutorial-none = Ein solcher Zug ist gerade nicht möglich: „{ $undo }“ nimmt Züge zurück.
