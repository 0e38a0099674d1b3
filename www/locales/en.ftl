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
bar-checking = Checking…
bar-status-won = Won
bar-status-winnable = Winnable
# The whole verdict; a narrow bar shows only .short where the verdict begins with it.
bar-status-lost = Not winnable from here
    .short = Not winnable
bar-status-unknown = Unknown (solver gave up)
    .short = Unknown
bar-status-error = Unknown ({ $error })
bar-deal = Deal { $deal }
bar-deal-after-name = deal { $deal }
bar-position = Custom position
bar-position-after-name = custom position
bar-daily = Daily deal, { $date }
bar-daily-of-game = { $game }: daily deal, { $date }
grade-easy = Easy
grade-medium = Medium
grade-hard = Hard
grade-impossible = Not winnable

## Menu

menu-label =
    .aria-label = Menu
menu-stats = Played { $played } · Won { $won } ({ $rate }) · Streak { $streak } (best { $best })
menu-par = Par { $count }
menu-par-busy = Par …
menu-par-none = No par
menu-par-unknown = Par unknown
menu-par-title = The solver's solution of this deal, counted as the move counter counts
par-why-position = no par for a position
par-why-busy = par is being worked out
par-why-impossible = no par: this deal cannot be won
par-why-gave-up = par is not known (the solver gave up)
par-why-autoplay = par is not known with this autoplay
menu-solve = Solve
menu-stop = Stop
menu-watch = Watch solution
menu-restart = Restart
menu-replay = Replay game
menu-copy-link = Copy link to this game
menu-daily = Daily deal
menu-statistics = Statistics
menu-settings = Settings
menu-rules = How to play
menu-keys = Keyboard shortcuts
menu-mute = Mute sound

## The board, the banners and the dock under it

board-label =
    .aria-label = FreeCell board: arrow keys move between piles, Enter or Space picks up and drops
# A pile's name: $number a cascade's or a foundation's (from 1), $name a
# free cell's letter; $case the grammatical case a sentence needs (nom,
# acc, gen, dat, ins, loc), as for a card's name. The front ends give each
# sentence that names a pile its name in every case ($pile, $pile-acc,
# $pile-gen, ...) and its kind ($pile-kind: cascade, freecell or
# foundation), for a word that agrees with it: each language's sentence
# takes what its grammar needs. English has no cases.
pile-cascade = cascade { $number }
pile-freecell = free cell { $name }
pile-foundation = foundation { $number }
pile-with-cards = { $pile }, { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, top { $card }
pile-empty = { $pile }, empty
card-on-pile = { $card }, { $pile }
stuck = No legal move is left. Undo, restart or play a new deal.
coach-label =
    .aria-label = Where the game was lost
coach-take-back = Take me back
close = Close
viewer-back = ◀︎ Back
    .aria-label = Back one move
viewer-slider =
    .aria-label = Move
viewer-forward = Forward ▶︎
    .aria-label = Forward one move
viewer-continue = Play on from here

## The win dialog and sharing

win-title = You won!
win-new = New deal
win-share = Share
win-copy = Copy link to this game
win-close = Look at the board
share-title = Link to this game
share-note = This browser does not let the page copy it: copy the link below (it is selected).
# $kind: daily, deal or position; $game: the game's name, or none for FreeCell.
win-what = { $game ->
        [none] { $kind ->
            [daily] The daily deal of { $date }
            [deal] Deal { $deal }
           *[position] This position
        }
       *[other] { $game }, { $kind ->
            [daily] the daily deal of { $date }
            [deal] deal { $deal }
           *[position] this position
        },
    }
# $proven: yes when par is proven the fewest possible, no when it is the best found, asking while the proof works.
win-par = ; { $proven ->
        [yes] par { $par }, the fewest possible
        [no] par { $par }, the best found
       *[asking] par { $par }, the best found so far (looking for fewer)
    }
win-par-why = { " " }({ $why })
win-hints = Hints used: { $nudge ->
        [one] 1 nudge
       *[other] { $nudge } nudges
    }, { $lit } lit, { $played } played.
win-no-hints = No hints used.
win-solved-given = { $what } solved in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }{ $par }. { $given } of them came from Solve, a solution or a link, so it does not count as a win.
win-solved = { $what } solved in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } and { $time }{ $par }. { $hints }
win-stats = Played { $played }, won { $won }, streak { $streak } (best { $best }).
win-daily-streak = Daily streak { $streak } (best { $best }).
share-text = { $game } daily deal, { $date }: { $won ->
        [yes] won in { $moves ->
            [one] 1 move
           *[other] { $moves } moves
        }
       *[no] solved with help in { $moves } moves
    }{ $par ->
        [none] {""}
       *[other] { " " }(par { $par })
    }, { $time }. Daily streak: { $streak ->
        [one] 1 day
       *[other] { $streak } days
    }.

## Settings

settings-title = Settings
settings-language = Language
settings-language-auto = Automatic (the browser's)
settings-deck = Card colours
settings-deck-two = Two: red, black
settings-deck-four-blue = Four, blue diamonds
settings-deck-four-orange = Four, orange diamonds
settings-index = Large corner indexes
settings-theme = Theme
settings-theme-felt = Green felt
settings-theme-contrast = High contrast
settings-hand = Left-handed: foundations and buttons on the left
settings-speed = Animation
settings-speed-off = Off
settings-speed-fast = Fast
settings-speed-normal = Normal
settings-speed-slow = Slow
settings-motion-note = Your system asks for reduced motion, so cards do not slide.
settings-sound = Sound
settings-sound-on = On
settings-sound-off = Off
settings-volume = Volume
settings-autoplay = Autoplay
settings-autoplay-off = Off
settings-autoplay-safe = Safe cards
settings-autoplay-all = All cards
settings-done = Done

## Statistics

stats-title = Statistics
stats-played = Played
stats-won = Won
stats-rate = Win rate
stats-streak = Streak
stats-best = Best streak
stats-fewest = Fewest moves
stats-fastest = Fastest win
stats-par = Proven par met
# $matched: wins that met a proven par; $proven: wins whose par was proven.
stats-par-value = { $matched } of { $proven }
stats-progress = In progress
stats-hints = Hints in won games
stats-hints-value = { $nudge ->
        [one] 1 nudge
       *[other] { $nudge } nudges
    }, { $lit } lit, { $played } played
stats-saved = Saved games
stats-saved-note = Every game in progress is kept: open its deal again to go on. Export saves all games, statistics and settings in one file; Import adds a file's games to this browser's.
stats-export = Export
stats-import = Import…
# The kind of game: its name and its free cells.
game-kind = { $game }, { $cells ->
        [one] 1 free cell
       *[other] { $cells } free cells
    }
stats-exported = Exported { $count ->
        [one] 1 game
       *[other] { $count } games
    }, the statistics and the settings.
stats-unreadable = The file could not be read. Nothing was changed.
stats-refused = { $reason } Nothing was changed.
stats-full = There is no room in this browser's storage for these games. Nothing was changed.
stats-imported = { $settings ->
        [yes] Imported { $count ->
            [one] 1 game
           *[other] { $count } games
        } and the settings.
       *[no] Imported { $count ->
            [one] 1 game
           *[other] { $count } games
        }.
    }

## New game

new-game-title = New game
new-game-game = Game
new-game-cells = Free cells
new-game-difficulty = Difficulty of a random deal
difficulty-any = Any
difficulty-easy = Easy
difficulty-medium = Medium
difficulty-hard = Hard
new-game-deal = Deal number
new-game-random =
    .placeholder = Random
new-game-cancel = Cancel
new-game-play = Play
new-game-bad-number = A deal number is a whole number such as 617; leave it empty for a random deal.

## Keyboard shortcuts

keys-title = Keyboard shortcuts
key-enter = Enter
key-space = Space
key-escape = Escape
key-shift = Shift
key-ctrl = Ctrl
keys-or = or
keys-piles = Go from pile to pile
keys-pick = Pick up the cards of the pile, or put them down on it
keys-carry = Carry one card more, or one fewer
keys-escape = Let go of the cards; close a dialog or the menu
keys-undo = Undo
keys-redo = Redo
keys-hint = Hint (press again for more)
keys-new = New game

## Daily deal

daily-title = Daily deal
daily-note = One deal a day, the same for every player: easy on Monday and Tuesday, medium from Wednesday to Friday, hard at the weekend.
daily-prev =
    .aria-label = Previous month
daily-next =
    .aria-label = Next month
daily-legend-won = won in 87 moves, par 80
daily-legend-played = played, not won
daily-legend-today = today
daily-today = Today’s deal
daily-streak = Daily streak: { $streak ->
        [one] 1 day
       *[other] { $streak } days
    } (best { $best }), counting days won on the day.
daily-day-won = { $date }, won
daily-day-won-moves = { $date }, won in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
daily-day-won-par = { $date }, won in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }, par { $par }
daily-day-played = { $date }, played, not won
daily-day-future = { $date }, not open yet
daily-day-not-played = { $date }, not played
daily-day-today = { $label }, today
daily-not-yet = There is no daily deal for { $date } yet: it opens on the day.
daily-finding = Finding the daily deal of { $date }…
daily-none = No daily deal: { $error }.
# A date in a link that is no day: $given as written; $month YYYY-MM in daily-bad-day.
daily-bad-date = a date is written YYYY-MM-DD, such as 2026-11-28, not { $given }
daily-bad-month = a month is 1 to 12, not { $month }
daily-bad-day = { $month } has days 1 to { $last }, not { $day }
daily-future-today = { $reason } Today's daily deal is shown instead.

## How to play: the page's own words (the rules themselves are in the group Rules)

rules-title = How to play
rules-title-game = How to play { $game }
rules-moving = Moving cards
rules-drag = Drag a card, or a run of cards, with the mouse, a finger or a pen; or click (tap) it, then the place it goes.
rules-double = Double-click (double-tap) a card to send it to its foundation, or else to the best place it may go.
rules-keys = Keys: the arrows go from pile to pile, Enter or Space picks up and puts down (Shift+Up and Shift+Down carry one card more or fewer), Escape lets go. U or Ctrl+Z undoes, Ctrl+Y redoes, H gives a hint.
rules-autoplay = Cards no other card needs go to the foundations by themselves (Autoplay, in Settings).
rules-stuck = Stuck? Hint shows a move in three steps, and when a game can no longer be won, Take me back finds the move that lost it.
new-game-cells-option = { $usual ->
        [yes] { $cells ->
            [one] 1 free cell (usual)
           *[other] { $cells } free cells (usual)
        }
       *[no] { $cells ->
            [one] 1 free cell
           *[other] { $cells } free cells
        }
    }

## Messages: what the page says under the board, and to screen readers

msg-updated = The page was updated to its new version; your game is as you left it.
msg-random-instead = { $reason } A random deal was opened instead.
msg-usual-cells = { $reason } The deal was opened with the game's usual free cells.
msg-from-elsewhere = This game was played in another tab: it is shown as it is there now.
msg-not-kept-move = Your move ({ $move }) was not kept: this game was played in another tab at the same time, and is shown as it is there now.
msg-not-kept = Your last change was not kept: this game was played in another tab at the same time, and is shown as it is there now.
msg-watching = This is a step being watched, not your game: "Play on from here" plays from it.
msg-imported-later = The imported file had a later save of this game: it is shown as it is there.
msg-foundation-stays = Cards on a foundation stay there.
msg-only-top = Only the top { $count ->
        [one] 1 card
       *[other] { $count } cards
    } of { $pile } can move together now.
msg-no-legal-move = There is no legal move for the { $card }.
msg-daily-no-save = This daily deal has no saved game to resume.
msg-in-progress-daily = This daily deal is the game in progress; Restart deals it again.
msg-in-progress-deal = Deal { $deal } is the game in progress; Restart deals it again.
msg-in-progress-position = This position is the game in progress.
msg-resumed-daily = The daily deal resumed where it was left: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }.
msg-resumed-deal = Deal { $deal } resumed where it was left: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }.
msg-resumed-position = Position resumed where it was left: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }.
msg-drop-here = Drop the cards on a highlighted pile.
msg-link-copied = The link to this game is copied: it replays every move.
msg-result-copied = Your result is copied, with the link to the day's deal.
msg-finding-deal = { $difficulty ->
        [easy] Finding an easy deal…
        [medium] Finding a medium deal…
        [hard] Finding a hard deal…
       *[any] Finding a deal…
    }
msg-no-new-deal = No new deal: { $error }.
msg-new-deal = Deal { $deal }.
msg-new-deal-grade = Deal { $deal }, { $grade }.
msg-no-solution = No solution from here.
msg-no-solution-undo = No solution from here: try undoing a few moves.
msg-no-solution-deal = No solution: this deal cannot be won, even from the start.
msg-no-solution-position = No solution: this position cannot be won, even from the start.
msg-solver-error = No hint: { $error }.
msg-hint-gave-up = No hint: the solver gave up on this position.
# What a call refused without a reason of the engine's says (its own words are English, for developers): $given the text given.
error-refused = that cannot be done
error-position = this is not a position the page can read: it holds every pile and all 52 cards, written as the page writes them
error-move = '{ $given }' is not a move in the standard notation, such as 3a, 36 or 36/4
# Why the solver's worker did not answer: $tries the deals it tried.
solver-load = the solver could not be loaded
solver-none-found = no such deal turned up in { $tries ->
        [one] { $tries } try
       *[other] { $tries } tries
    }
solver-date = that date has none
solver-failed = the solver stopped
msg-hint-1 = Hint 1 of 3: look at { $card }.
msg-hint-2 = Hint 2 of 3: { $move }.
msg-hint-3 = Hint 3 of 3, played: { $move }.
save-unreadable = The saved game could not be read, so a new game has started.
save-no-storage = This browser does not let the game save its progress.
save-full = The browser's storage is full: this game could not be saved.
save-newer = A newer version of the page (in another tab) has saved this game: reload to go on with it. Moves made here are not saved.
save-part-lost = Part of the saved data could not be read and was reset.
live-picked = { $count ->
        [one] { $card } picked up
       *[other] { $card } and { $more } more picked up
    }
live-moved = { $count ->
        [one] { $card } to { $pile }
       *[other] { $card } and { $more } more to { $pile }
    }{ $home ->
        [0] {""}
        [one] ; 1 card to the foundations
       *[other] ; { $home } cards to the foundations
    }{ $end ->
        [won] . You won!
        [stuck] . No legal move is left.
       *[none] {""}
    }
live-step = { $what }; { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } made
live-undone = Move undone
live-redone = Move redone
live-restarted = Restarted
live-resumed-daily = The daily deal resumed, { $moves } moves
live-resumed-deal = Deal { $deal } resumed, { $moves } moves
live-resumed-position = Position resumed, { $moves } moves
live-dealt-daily = The daily deal dealt
live-dealt-deal = Deal { $deal } dealt
live-loaded-position = Position loaded
# A move in words: $card what moves, $target where it goes.
# $card: a card with its article: its name, or its corner index (move-index).
move-index = the { $card }
move-card = { $card }
move-cards = { $count ->
        [2] { $card } and the card on it
       *[other] { $card } and the { $more } cards on it
    }
move-unknown-card = the card
move-to-foundation = to its foundation
move-to-freecell = to { $pile }
move-onto = onto { $card }
move-to-empty = to an empty cascade ({ $pile })
move-text = { $card } { $target }
coach-cannot-win = This deal cannot be won, even from the start.
coach-gave-up-all = The solver gave up on the earlier positions it tried, so it knows none to take you back to.
coach-gave-up-between = The solver gave up on positions between move { $from } and move { $to }, so it cannot say which move lost the game. Take me back goes to move { $target }, the last position it proved can still be won.
coach-lost-autoplay = Autoplay sending { $card } home after move { $number } made it unwinnable.
coach-lost-move = Moving { $move } at move { $number } made it unwinnable.
coach-old-save = Not winnable from here. The moves of this game are not known (it was saved by an older version of the page): undo to go back.
coach-looking = Not winnable from here. Looking for the move that lost it…
coach-stopped = Not winnable from here. The solver stopped before it found where the game was lost.
coach-taken-back = Taken back to move { $moves }, where the game can still be won. Undo returns to where you were.
live-taken-back = Taken back
viewer-now = The position now.
viewer-dealt = The deal as dealt.
viewer-step = Move { $step } of { $steps }: { $move }{ $home ->
        [0] {""}
        [one] ; 1 card to the foundations by autoplay
       *[other] ; { $home } cards to the foundations by autoplay
    }.
viewer-refused = These moves cannot be watched: move { $index }, "{ $token }", was refused ({ $reason }).
# The slider's value, for screen readers.
viewer-slider-value = move { $step } of { $steps }
viewer-no-solution = The solver found no solution from here.
viewer-old-save = The moves of this game are not known: it was saved by an older version of the page.
viewer-solution-title = Solution from here: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
viewer-game-title = This game from the start: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
live-playing-on = Playing on from the step watched
replay-refused = Move { $index } of the link, "{ $token }", was refused: { $reason }.
replay-no-moves = The link has no moves.
replay-nothing = { $reason } Nothing was replayed.
replay-stops = { $reason } The replay stops after move { $moves }.
live-replayed = Replayed from the link
replay-done = { $note }Replayed { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } from the link.{ $won ->
        [yes] { " " }They win the game.
       *[no] {""}
    }{ $before ->
        [0] {""}
       *[other] { " " }Undo goes back to your game at move { $before }.
    }
transfer-not-json = This file is not a FreeCell export: it is not JSON.
transfer-not-export = This file is not a FreeCell export.
transfer-version = This file is of a version this page cannot read ({ $version }).
transfer-no-games = This export is damaged: its list of games is missing.
transfer-bad-game = This export is damaged: game { $index } of { $count } cannot be read.
transfer-bad-game-why = This export is damaged: game { $index } of { $count }: { $reason }.
transfer-twice = This export is damaged: game { $index } is in it twice.
transfer-bad-stats = This export is damaged: its statistics cannot be read.
transfer-bad-settings = This export is damaged: its settings cannot be read.
transfer-bad-setting = This export is damaged: its setting { $setting } is not one of this page's.

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

## Cards
## A card's name with its article, as a sentence says it. $rank: 1 (ace) to
## 13 (king); $suit: C, D, H or S; $case: the grammatical case the sentence
## needs (nom, acc, dat, gen, ins, loc). The front ends give each sentence
## a card in every case ($card, $card-acc, $card-dat, $card-gen, $card-ins,
## $card-loc; the same for $onto, $holds and $wanted): each language's
## sentence takes the one its grammar needs. English has no cases.

card-name = the { $rank ->
        [1] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] jack
        [12] queen
       *[13] king
    } of { $suit ->
        [C] clubs
        [D] diamonds
        [H] hearts
       *[S] spades
    }

# A card's name on its own, without an article, as a label or a list says it.
card-name-alone = { $rank ->
        [1] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] jack
        [12] queen
       *[13] king
    } of { $suit ->
        [C] clubs
        [D] diamonds
        [H] hearts
       *[S] spades
    }

## Refusals
## Why the rules refused a move (the engine's reason, refusal-<kind>).
## $title is the game's name; $count the cards the move took.
# A value a player typed that the engine refused (an ArgumentReason): $given as it was written.
refusal-deal-not-whole = a deal number must be a whole number, not { $given }
refusal-deal-range = deal numbers go from 1 to { $max }, so { $given } is not one
refusal-unknown-game = there is no game called '{ $given }'
refusal-cells-not-whole = a number of free cells must be a whole number, not { $given }
refusal-cells-range = a game has 0 to { $max } free cells, not { $given }
# A saved game (an export's) that the rules do not bear out.
refusal-saved-other-game = a saved position is of another game
refusal-saved-other-deal = the saved game does not start with deal { $deal }

refusal-from-foundation = Cards on a foundation stay there: they cannot be moved back.
refusal-empty-source = There is no card there to move.
refusal-same-pile = The card is already there.
refusal-single-card-to = Only one card at a time can go to { $cell ->
        [foundation] a foundation
       *[free-cell] a free cell
    }.
refusal-single-card-from = Only one card at a time can leave a free cell.
refusal-too-few-cards = That cascade has { $has ->
        [one] only one card
       *[other] only { $has } cards
    }, not { $count }.
refusal-not-a-run = The top { $count } cards are not one run going down in { $build ->
        [suit] one suit
       *[other] alternating colours
    }.
refusal-cell-taken = That free cell already holds { $holds }.
refusal-foundation-needs-ace = Only an ace can start a foundation, not { $card }.
refusal-foundation-next-of-suit = A foundation takes the next card of its suit: { $card } cannot go on { $onto }.
refusal-kings-only = Only a king may start an empty cascade in { $title }.
refusal-too-many-at-once = { $capacity ->
        [one] Only one card
       *[other] Only { $capacity } cards
    } can move at once now, not { $count }: { $emptyCascades ->
        [kings-only] each empty free cell lets one more move.
       *[other] empty free cells and cascades let more move.
    }
refusal-no-room = That cascade has no room for more cards.
refusal-pile-full = That pile is full.
refusal-build-colour = Same colour: { $card } cannot go on { $onto }.
refusal-build-onto-ace = Nothing goes on an ace in a cascade: { $card } cannot go on { $onto }.
refusal-build-suit = { $title } builds by suit: { $card } cannot go on { $onto }.
refusal-build-rank = Only a { $colour ->
        [red] red
       *[black] black
    } { $rank ->
        [1] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] jack
       *[12] queen
    } goes on { $onto }, not { $card }.
refusal-build-next-of-suit = Only { $wanted } goes on { $onto }, not { $card }.

## Rules
## How to play: a game's rules, one sentence each (rule-<kind>), from the
## engine's facts. $names and $cells are free cells as the notation names
## them ("a-d", "a-g, i"; "a, c, e, g").

rule-goal = Move all 52 cards to the { $foundations } foundations, each built up in one suit from the ace to the king.
rule-building = { $build ->
        [suit] The { $cascades } cascades are built down in one suit: the six of spades goes on the seven of spades.
       *[other] The { $cascades } cascades are built down in alternating colours: a red six goes on a black seven.
    }
rule-free-cells = { $count ->
        [0] There are no free cells.
        [one] One free cell ({ $names }) holds any one card.
       *[other] { $count } free cells ({ $names }) hold one card each, of any kind.
    }
rule-leftovers = The deal puts its last { $count } cards in free cells { $cells }.
rule-empty-cascades = { $emptyCascades ->
        [kings-only] Only a king may start an empty cascade.
       *[other] Any card may start an empty cascade.
    }
rule-runs = { $sequences ->
        [unlimited] A run built down the cascades' way moves at once, however long.
       *[other] { $emptyCascades ->
            [kings-only] A run moves at once when it could go card by card through the empty free cells: one card more than there are.
           *[other] A run moves at once when it could go card by card through the empty free cells and cascades: one card more than the empty free cells, doubled for each empty cascade it does not go to.
        }
    }
rule-basic-runs = Every move carries one card (basic FreeCell).

## Terminal
## The freecell command's words. Moves stay in the standard notation (3a,
## 36/4) and deal numbers as they are, in every language. $deal is a deal
## number, $title the game's name when it is not standard FreeCell
## ($standard is yes or no), $command a command line to type.

terminal-deal = { $daily ->
        [yes] { $standard ->
            [yes] daily deal of { $date } (deal { $deal })
           *[no] daily deal of { $date } of { $title } (deal { $deal })
        }
       *[no] { $standard ->
            [yes] deal { $deal }
           *[no] deal { $deal } of { $title }
        }
    }
# A daily deal's date: $day and $month (1 to 12) are numbers, $year as written.
terminal-date = { $day } { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    } { $year }
terminal-heading = { terminal-deal }, move { $moves }{ $basic ->
        [yes] {" "}(basic: one card per move)
       *[no] {""}
    }
terminal-won = You won { terminal-deal } in { $moves } moves!
terminal-piles = { $cascades ->
        [one] cascade { $cascadeNames }
       *[other] cascades { $cascadeNames }
    }, { $cells ->
        [0] no free cells
        [one] free cell { $cellNames }
       *[other] free cells { $cellNames }
    }, foundations h
terminal-opening = type a move such as { $example } ({ terminal-piles }), or ? for help ({ $command } plays this deal again)
terminal-left = left { terminal-deal } after { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } ({ $command } to play it again)
terminal-quit = quit: { terminal-left }
terminal-end-of-input = end of input: { terminal-left }
terminal-undone = undone: back to move { $moves }
terminal-redone = redone: move { $moves }
terminal-nothing-to-undo = nothing to undo: this is the position as dealt
terminal-nothing-to-redo = nothing to redo: no move has been undone since the last one made
terminal-autoplay = autoplay: { $card } to the foundation
terminal-basic-run = this is basic FreeCell, one card per move, and { $move } would move { $count } cards (play without --basic to move runs)
terminal-not-a-move = '{ $move }' is not a move: write where from, then where to ({ terminal-piles }), as in { $example }
terminal-help-intro = A move is where from, then where to: { terminal-piles }.
terminal-help-to-cell = cascade 3's top card to free cell a
terminal-help-from-cell = free cell a's card to cascade 6
terminal-help-home = cascade 3's top card to its foundation
terminal-help-onto = from cascade 3 onto cascade 6: the card or run of cards that fits
terminal-help-run = four cards from cascade 3 onto empty cascade 6
terminal-help-basic = (basic FreeCell: one card per move, so 36 only moves a single card)
terminal-help-autoplay = { $autoplay ->
        [on] Cards that can no longer be needed go to the foundations by themselves.
       *[off] { $cells ->
            [0] Autoplay is off: send cards home yourself (3h).
           *[other] Autoplay is off: send cards home yourself (3h, ah).
        }
    }
terminal-help-commands = Commands: u undo, r redo, ? (or h) help, q quit.
terminal-foundations = foundations
terminal-solve-impossible = impossible
terminal-solve-gave-up = gave up
terminal-solve-summary-deals = deals: { $deals } (solved { $solved }, impossible { $impossible }, gave up { $gaveUp })
terminal-solve-summary-optimal = proven optimal: { $optimal }
terminal-solve-optimal = optimal
terminal-solve-best-found = best found
terminal-usage = usage
terminal-more-help = (freecell { $command } --help says more)
terminal-unknown-command = unknown command '{ $command }'
# The reasons a command line is refused (the usage line after them stays the command's syntax). $option is an option as typed (--cells), $given what was given.
terminal-usage-unknown-option = unknown option '{ $option }'
terminal-usage-no-value = { $option } takes no value
terminal-usage-needs = { $option } needs { $what ->
        [game] a game's name (freecell games lists them)
        [cells] a number of free cells, 0 to 8
        [position] a position, written as the page writes it
        [date] a date, written YYYY-MM-DD
       *[positive] a positive whole number
    }
terminal-usage-twice = { $option } is given twice
terminal-usage-not-a-deal = '{ $given }' is not a deal number: deals are numbered 1 to { $max }
terminal-usage-one-deal = one deal number at a time ('{ $extra }' is one too many)
terminal-usage-one-date = one date at a time ('{ $extra }' is one too many)
terminal-usage-unknown-game = there is no game called '{ $given }': the games are { $games }
terminal-usage-cells = --cells needs a number of free cells, 0 to { $max }, not '{ $given }'
terminal-usage-empty-range = the range { $range } is empty
terminal-usage-too-many-deals = { $spec } is { $count } deals: at most { $max } are taken at once
terminal-usage-positive = { $option } needs a positive whole number, not '{ $given }'
terminal-usage-which-deal = which deal? give its number, as in: freecell deal 1
terminal-usage-which-deals = which deals? e.g. 617 or 1..32000
terminal-usage-which-deals-or-position = which deals? e.g. 617 or 1..32000 (or --position TEXT)
terminal-usage-one-mode = choose one mode: --fast or --optimal, not both
terminal-usage-deals-and-position = give deal numbers or --position, not both ('{ $deals }' and a position)
terminal-usage-deal-and-daily = give a deal number or --daily, not both ('{ $deal }' and a date)
terminal-usage-position-game = a position names its own game (seahaven:JD9S.../...): leave out --game and --cells
# $why: what could not be read, and why (an unreadable-<kind> below).
terminal-usage-bad-position = --position is not a position: { $why }
terminal-usage-no-arguments = games takes no arguments ('{ $word }')
terminal-usage-lang = --lang takes one of { $languages }, not '{ $given }'
# $date as terminal-date words it; $first, $last and $year are years.
terminal-daily-not-yet = there is no daily deal for { $date } yet: it opens on the day
terminal-no-daily-deals = daily deals are dated from the year { $first } to { $last }, not { $year }
# Text the engine could not read (a position, a card, a game named in text), and why (unreadable-<kind>).
# Card codes ($card, $given) stay as typed. $whole: deck or position. $standard: yes for standard FreeCell, else $title is the game.
unreadable-pile-count = { $standard ->
        [yes] a position
       *[no] a position of { $title }
    } has { $piles } piles separated by '/' ({ $cascades } cascades, { $cells ->
        [one] 1 free cell
       *[other] { $cells } free cells
    }, 4 foundations), not { $given }
unreadable-not-built-up = { $pile } is not built up by suit from the ace: { $card } cannot be there
unreadable-pile-overfull = { $pile } holds at most { $max ->
        [one] 1 card
       *[other] { $max } cards
    }
unreadable-card-count = { $whole ->
        [deck] a deck
       *[position] a position
    } holds the 52 cards, not { $given }
unreadable-card-twice = { $card } is in the { $whole ->
        [deck] deck
       *[position] position
    } twice
unreadable-not-a-card = '{ $given }' is not a card: write the rank (A 2-9 T J Q K) then the suit (C D H S), as in 7H or TC
unreadable-not-a-game = '{ $given }' is not a game: write its name, then perhaps ',cells=' and a number (freecell,cells=2)
# A game played with other than its own number of free cells.
terminal-game-title = { $cells ->
        [0] { $title } with no free cells
        [one] { $title } with 1 free cell
       *[other] { $title } with { $cells } free cells
    }
# freecell grade's summary: $shares is the terminal-grade-share of each grade, with commas; $percent is written 30.0.
terminal-grade-summary = { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    } of { $title }: { $shares }
terminal-grade-share = { $grade ->
        [easy] easy
        [medium] medium
        [hard] hard
        [impossible] impossible
       *[unknown] unknown
    } { $count } ({ $percent }%)
terminal-grade-cpu = CPU per deal: mean { $mean } ms, median { $median } ms, p99 { $p99 } ms, worst { $worst } ms
terminal-help =
    freecell: FreeCell and its family in a terminal

    usage:
      freecell deal N [--columns]                  print deal N
      freecell play [N] [--basic] [--no-autoplay]  play deal N (random when absent)
      freecell daily [DATE]                        play the daily deal (today's)
      freecell solve N|A..B|A,B,...                solve deals
      freecell solve --position TEXT               solve a position
      freecell grade N|A..B|A,B,...                how hard deals are
      freecell games                               list the games
      freecell <command> --help                    more about a command

    deal, play, daily, solve and grade take --game NAME (freecell, bakers-game,
    eight-off, seahaven, ...; freecell games lists them) and --cells K (0 to 8
    free cells); the default is FreeCell with its 4 free cells. --lang LANG (en,
    de, fr, es, pl) chooses the language, which otherwise follows LC_ALL,
    LC_MESSAGES and LANG.

    Deals are the Microsoft numbered deals, 1 to 2147483647, dealt as each game
    deals (PySolFC's numbering). Cards are written rank then suit (7H, TC); moves
    in the standard notation (3a, a6, 3h, 36, 36/4; 0 is a tenth cascade, and
    free cells are lettered a-g, then i).

# What freecell COMMAND --help prints, as it stands: option names (--game
# NAME), the notation (3a, 36/4), command lines and deal numbers stay as
# they are in every language, and the columns line up (keep lines within 80
# characters). Fluent drops the indentation every line shares and would
# read a line starting with [, * or . as syntax: such a line is written
# with its spaces and first character in a placeable, {"      ["}.
terminal-help-play =
    freecell play: play FreeCell, or a game of its family, in the terminal

    usage: freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Plays deal N (1 to 2147483647). Without N a deal from 1 to 1000000 is
    picked at random; its number is shown, so the game can be played again
    with freecell play N.

      --basic         basic FreeCell: every move carries one card (a run of
                      cards is moved card by card through the free cells)
      --no-autoplay   leave every card for you to send to the foundations (to
                      type a solution of freecell solve, which writes every
                      move to a foundation)
      --game NAME     the game (default freecell; freecell games lists them:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       its number of free cells, 0 to 8 (default: the game's own)
      -h, --help      this help

    The screen shows the free cells (a-d in FreeCell), the four foundations,
    the cascades (1-8 in FreeCell; the bottom card of each at the top of the
    screen) and the move number. Cards are the rank (A 2-9 T J Q K) then the
    suit (C D H S).

    Type a move, from then to, and press Enter:
      3a      cascade 3's top card to free cell a
      a6      free cell a's card to cascade 6
      3h      cascade 3's top card to its foundation (ah: from free cell a)
      36      from cascade 3 onto cascade 6: the card, or the run of cards,
              that fits there
      36/4    four cards from cascade 3 onto cascade 6 when 6 is empty
    A tenth cascade (Seahaven Towers) is 0; free cells are lettered from a,
    skipping h, which is the foundations': Eight Off's eight are a-g and i.
    And the commands:
      u  undo the last move      r  redo a move undone
      ?  help                    q  quit

    A move the rules do not allow is refused, with the reason, and nothing
    changes.
    After each move, cards that can no longer be needed on the cascades go to
    the foundations by themselves (autoplay: 2H to the foundation); undo takes
    back a move with the autoplay that followed it.

    Moves can be piped in, one a line: printf '3a\n36\n' | freecell play 1.
    Colour is used when the output is a terminal and NO_COLOR is not set.
    Exit status: 0 when the game ends (won, quit or end of input), 2 for bad
    arguments.

    examples:
      freecell play 617
      freecell play 1 --game seahaven
      freecell play --cells 2

terminal-help-daily =
    freecell daily: play the daily deal, the page's deal of the day

    usage:
      freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Plays the daily deal of DATE (YYYY-MM-DD, such as 2026-11-28), or today's
    when DATE is absent: one deal a day for each game and number of free
    cells, the same for every player, the page's daily deal of that date.
    Today is the machine's local date (the time zone of TZ, else the
    system's). The week runs from easy deals on Monday and Tuesday through
    medium ones to hard ones at the weekend; each is a deal the solver won.

    A date that is not a day, outside the years 2000 to 2999, or after today
    is refused with the reason, and no game starts. The title names the date
    and the deal number.

      --basic         basic FreeCell: every move carries one card
      --no-autoplay   leave every card for you to send to the foundations
      --game NAME     the game (default freecell; freecell games lists them:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       its number of free cells, 0 to 8 (default: the game's own)
      -h, --help      this help

    Moves and commands are those of freecell play (freecell play --help says
    more). Exit status: 0 when the game ends (won, quit or end of input), 2
    for bad arguments or a date refused.

    examples:
      freecell daily
      freecell daily 2026-11-28
      freecell daily 2026-11-28 --game seahaven --cells 2

terminal-help-solve =
    freecell solve: solve numbered deals, or a position, of FreeCell or of its
    family

    usage:
      freecell solve DEALS [--game NAME] [--cells K] [--fast | --optimal] [--json]
    {"                       ["}--quiet] [--max-nodes N] [--threads N]
      freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N]

    DEALS is a deal number (617), a range (1..32000, both ends included), or a
    comma list of either (1..100,617,11982). Deals are numbered 1 to 2^31 - 1.
    --game NAME and --cells K choose the game (default freecell with its 4
    free cells; freecell games lists the games).

    TEXT is a position on one line, as the page's ?position= address and
    GameBoard::to_text write it: the cascades, then the free cells, then the 4
    foundations, each pile its cards bottom first, piles separated by /. A
    game other than FreeCell is named first, then a colon
    (seahaven:JD9SJS4D6D/.../...), so the text needs no --game. Quote it for
    the shell.

    One deal, or a position: prints its solution on one line, moves in the
    standard notation (cascades 1-8, 0 for a tenth; free cells a-d, a-g and i
    for eight; foundation h: 3a a6 3h 36 36/4), every move to a foundation
    written out (freecell play sends cards home by itself: to type a solution
    there, play with --no-autoplay); or the word `impossible` (the whole
    reachable game was searched: no solution exists), or `gave up` (the budget
    ran out). A position already won has a solution of no moves: an empty
    line. With --optimal the line starts with the verdict and a colon:
    `optimal:` when no solution has fewer moves (proven), `best found:` when
    the budget ran out before the proof.

    Several deals: one line per deal (deal, result, moves without foundation
    moves (0 when not solved), milliseconds, moves), solved on every core,
    then a summary: how many were solved, proven impossible, or given up; the
    total and per-deal CPU time (each deal's thread CPU time on Linux, its wall
    time elsewhere; and, on Linux, the whole process's, which also counts
    making the deals); the mean solution length, not counting moves to the
    foundations; and the median, 99th percentile and worst length (of the
    deals solved; none when none was) and time. A median of an even count is
    the lower of the two middle values.

    options:
      --game NAME      the game of the deals (default freecell)
      --cells K        its number of free cells, 0 to 8 (default: the game's own)
      --position TEXT  solve this position instead of deals
      --fast           the fast mode: best-first searches by turns, longer solutions
      --optimal        the fewest moves (moves to the foundations not counted), proven
                       by an A* search when the budget allows; verdict `optimal`
                       or `best found`
      --json           machine-readable output (one JSON object: deals, summary)
      --quiet          several deals: print only the summary
      --max-nodes N    the most positions to expand per deal (default 20000000)
      --threads N      how many threads (default: every core)

    exit status: 0 when every deal was solved or proven impossible, 1 when the
    solver gave up on any deal, 2 for a bad command line.

    examples:
      freecell solve 617
      freecell solve 1..1000 --fast --quiet
      freecell solve 1..100 --game bakers-game
      freecell solve 1..20 --optimal --max-nodes 2000000
      freecell solve --position 'seahaven:JD9SJS4D6D/.../...'

terminal-help-deal =
    freecell deal: print a numbered deal of FreeCell or of its family

    usage: freecell deal N [--columns] [--game NAME] [--cells K]
           freecell deal --daily DATE [--columns] [--game NAME] [--cells K]

    N is the deal number, from 1 to 2147483647 (the Microsoft generator's
    range; Windows numbered its games 1 to 32000, later 1 to 1000000).

    The cards are printed in the order they are dealt, a row per round of the
    deal: a dealer puts one card on each cascade in turn, so the first row is
    the bottom card of each cascade (eight in FreeCell: seven rows, the last of
    four cards), and the rows read like the table itself. Where the game deals
    its last cards to free cells (eight-off, forecell, seahaven), a last line
    shows the free cells, a to the last, - for an empty one.

      --columns     print one line per cascade instead, from cascade 1, each
                    from its bottom card to its top card (then the free cells'
                    line, as above)
      --daily DATE  the daily deal of DATE (YYYY-MM-DD) instead of deal N: the
                    deal freecell daily DATE plays (a date after today is
                    refused)
      --game NAME   the game (default freecell; freecell games lists them)
      --cells K     its number of free cells, 0 to 8 (default: the game's own);
                    a card the game would deal to a free cell that is not there
                    goes to the cascades
      -h, --help    this help

    Deal N of every game is the Microsoft shuffle N dealt as that game deals,
    as PySolFC numbers its deals. Cards are two characters: the rank (A 2-9 T
    J Q K) then the suit (C D H S), as in 7H or TC.

    examples:
      freecell deal 1
      freecell deal 617 --columns
      freecell deal 1 --game seahaven --columns
      freecell deal --daily 2026-11-28

terminal-help-grade =
    freecell grade: how hard deals are

    usage: freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N]
    {"                            ["}--threads N] [--quiet]

    Grades each deal (617, 1..32000, 1..100,617) by how few free cells the
    solver wins it with, the layout dealt with its empty cells taken away
    (ForeCell's leftover cards, on every cell, partly go to the cascades
    instead). In FreeCell: easy when it wins it with 1 cell, medium with 2,
    hard otherwise; each game has its own bounds (Seahaven Towers and
    ForeCell: 2 and 3; Baker's Game: easy with 3 cells, medium with 4 within
    1,000 positions). Only those counts and the game's own are tried. Deals
    it cannot win with all the cells have no grade: impossible (proven) or
    unknown (the budget ran out). One line per deal (deal, grade, the fewest
    cells won with of the counts tried, positions, ms), then the share of
    each grade and the time per deal.

      --max-nodes N    the most positions each solver run expands (default 100000)
      --threads N      how many threads (default: every core)
      --quiet          the summary only

terminal-help-games =
    freecell games: list the games

    usage: freecell games

    One line per game: the name that --game takes (freecell deal, play and
    solve), the game's title, its free cells and cascades, and what sets it
    apart. Any game may be played with another number of free cells, 0 to 8
    (--cells K).

# freecell solve's summary of several deals: the figures as they are
# ($total, $wall, $seconds in seconds; $mean, $median, $p99, $worst in
# milliseconds, or in moves for the lengths). $process is empty, or a
# comma and terminal-solve-summary-process.
terminal-solve-summary-cpu = CPU time: { $total } s in all ({ $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }, { $wall } s wall{ $process }); per deal: mean { $mean } ms, median { $median } ms, p99 { $p99 } ms, worst { $worst } ms
terminal-solve-summary-process = { $seconds } s for the whole process
terminal-solve-summary-lengths = length without foundation moves: { $lengths }
terminal-solve-summary-length-figures = mean { $mean }, median { $median }, p99 { $p99 }, worst { $worst }
terminal-solve-summary-none-solved = none solved
# freecell games: each game's free cells and cascades, and what it is.
terminal-games-sizes = { $cells ->
        [one] 1 cell
       *[other] { $cells } cells
    }, { $cascades } cascades
terminal-game-summary-freecell = 4 free cells, 8 cascades built down in alternate colours
terminal-game-summary-bakers-game = FreeCell with cascades built down by suit
terminal-game-summary-ko-bakers-game = Baker's Game where only a king may start an empty cascade
terminal-game-summary-relaxed-freecell = FreeCell where any run may move at once
terminal-game-summary-eight-off = 8 free cells, 4 of them dealt a card; by suit, kings on empty cascades
terminal-game-summary-forecell = FreeCell with the last 4 cards dealt to the free cells, kings on empty cascades
terminal-game-summary-seahaven = 10 cascades built by suit, 2 cards dealt to the free cells, kings on empty cascades
