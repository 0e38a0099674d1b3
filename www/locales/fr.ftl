# The page's words in fr (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Coups
bar-time = Temps
bar-new-game = Nouvelle partie
bar-undo = Annuler
bar-redo = Rétablir
bar-hint = Indice
bar-menu = Menu
