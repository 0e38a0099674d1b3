# The page's words in pl (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Ruchy
bar-time = Czas
bar-new-game = Nowa gra
bar-undo = Cofnij
bar-redo = Ponów
bar-hint = Podpowiedź
bar-menu = Menu
