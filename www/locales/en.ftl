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

## Tutorial
## Learn to play: a guided first game (www/tutorial.js, www/tutorial-steps.js).
## $card, $cards and $target are cards' corner indexes ("9♦", "9♦ 8♣ 7♥"); $undo, $hint and $rules the names of the Undo and Hint buttons and of How to play, as the page shows them.

tutorial-title = Learn to play
tutorial-offer = New to FreeCell? A short guided game shows you how to play.
tutorial-offer-start = Learn to play
tutorial-offer-dismiss = No, thanks
tutorial-step = Step { $step } of { $steps }:
tutorial-leave = Leave tutorial
tutorial-close = Close
tutorial-left = You left the tutorial. { $rules } (in the Menu) offers it again.
tutorial-freecell = The goal: every card onto the four foundations, each suit from ace up to king. A free cell holds any one card for a while. Put the { $card } in a free cell.
tutorial-build = On the cascades, a card goes on one a rank higher of the other colour. Put the { $card } on the { $target }.
tutorial-run = Cards in order can move together: move { $cards } onto the { $target }. A run moves as if card by card through the empty free cells and cascades, so how long it may be depends on them: with { $cells ->
    [one] one empty free cell
   *[other] { $cells } empty free cells
  } and { $cascades ->
    [one] one empty cascade
   *[other] { $cascades } empty cascades
  }, up to { $capacity } cards now.
tutorial-home = The { $card } can go home: its foundation holds the card below it. Send it there: double-click it, drag it, or pick it up and put it down on the foundation.
tutorial-undo = Changed your mind? { $undo } (U or Ctrl+Z) takes back the last move. Undo it now.
tutorial-hint = Stuck? { $hint } (H) names a card to look at; press again to see its move, and a third time to play it. Ask for a hint now.
tutorial-finish = That is all there is to it: finish this game on your own. It is a practice game, not saved and not counted in your statistics.
tutorial-freecell-any = Put a card in a free cell.
tutorial-build-any = Put a card on one a rank higher of the other colour.
tutorial-run-any = Move several cards in order together.
tutorial-home-any = Send a card to its foundation.
tutorial-none = No such move can be made now: { $undo } takes moves back.
