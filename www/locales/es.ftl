# The page's words in es (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Movimientos
bar-time = Tiempo
bar-new-game = Nueva partida
bar-undo = Deshacer
bar-redo = Rehacer
bar-hint = Pista
bar-menu = Menú
