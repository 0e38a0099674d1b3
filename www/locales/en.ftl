# The page's words in English: the source every other catalogue follows.
# One catalogue per language, read by the page (www/i18n.js) and by the
# terminal. Each group below belongs to one part of the project; a
# group's messages are in every catalogue, with the same variables.

## Bar: the title, the score and the buttons above the board

bar-moves = Moves
bar-time = Time
bar-new-game = New game
bar-undo = Undo
bar-redo = Redo
bar-hint = Hint
bar-menu = Menu
