# The page's words in de (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Züge
bar-time = Zeit
bar-new-game = Neues Spiel
bar-undo = Zurück
bar-redo = Wiederholen
bar-hint = Tipp
bar-menu = Menü
