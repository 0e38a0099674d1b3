# The page's words in English: the source every other catalogue follows.
# One catalogue per language, read by the page (www/i18n.js) and by the
# terminal, whose own words (its commands, help and summaries) are in
# cli/locales instead, so that the page never fetches them. Each group
# below belongs to one part of the project; a group's messages are in
# every catalogue, with the same variables.

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
menu-read-table = Read the table
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
# A pile's accessible name is its name alone (pile-cascade, ...), which a
# voice-control user can say; what it holds is its description.
pile-contents = { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, top { $card }
pile-contents-empty = empty
# A card's accessible name: the card, its pile and, where the pile holds
# more than one, its place from the bottom ($position of $count).
card-on-pile = { $card }, { $pile }{ $count ->
        [1] {""}
       *[other] , card { $position } of { $count }
    }
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
win-title-given = Solved
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
win-daily-late = Won after its day, this deal leaves the daily streak as it stands: { $streak } (best { $best }).
share-text = { $game } daily deal, { $date }: { $won ->
        [yes] won in { $moves ->
            [one] 1 move
           *[other] { $moves } moves
        }
       *[no] solved with help in { $moves ->
            [one] 1 move
           *[other] { $moves } moves
        }
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
settings-theme-auto = Automatic: green, dark when the system is
settings-theme-felt = Green felt
settings-theme-dark = Dark table
settings-theme-classic = Classic
settings-theme-contrast = High contrast
settings-hand = Left-handed: foundations and buttons on the left
settings-speed = Animation
settings-speed-off = Instant
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

## Feats
## The Feats dialog (www/feats-panel.js) and a win's new feats (www/feat-watch.js);
## the catalogue is www/feats.js. feat-<id> is a feat's name, feat-<id>-about
## what it asks. $feats: the names of the feats just earned, as a list in the
## language ("First win and No going back"); $have, $need: a count's progress.
menu-feats = Feats
feats-title = Feats
feats-summary = { $earned } of { $total } feats earned
feats-earned-state = Earned
feats-not-yet = Not yet
feats-certified = certified by the solver
feats-earned = { $count ->
    [one] Feat earned: { $feats }.
   *[other] Feats earned: { $feats }.
}
feats-unit-wins = Wins: { $have } of { $need }
feats-unit-par = Wins at proven par: { $have } of { $need }
feats-unit-games = Games: { $have } of { $need }
feats-unit-deals = Deals: { $have } of { $need }
feats-unit-streak = Best streak: { $have } of { $need }
feats-unit-dailies = Daily deals: { $have } of { $need }
feats-unit-days = Days in a row: { $have } of { $need }
feats-unit-goals = Goals met in your best month: { $have } of { $need }
feat-first-win = First win
feat-first-win-about = Win a game.
feat-wins-10 = Ten wins
feat-wins-10-about = Win 10 games.
feat-wins-100 = A hundred wins
feat-wins-100-about = Win 100 games.
feat-no-undo = No going back
feat-no-undo-about = Win a deal without Undo.
feat-no-hint = On your own
feat-no-hint-about = Win a deal without a hint.
feat-unaided = Clean win
feat-unaided-about = Win a deal with neither Undo nor a hint.
feat-quick = Quick
feat-quick-about = Win a deal in under three minutes.
feat-lightning = Lightning
feat-lightning-about = Win a deal in under 90 seconds.
feat-few-moves = Economical
feat-few-moves-about = Win a deal in 60 moves or fewer.
feat-zero-cells = No free cells
feat-zero-cells-about = Win a deal with 0 free cells.
feat-fewer-cells = Short of cells
feat-fewer-cells-about = Win a deal with fewer free cells than its game has.
feat-fewest-cells = Fewest cells
feat-fewest-cells-about = Win a deal with the fewest free cells it allows: the solver proves it impossible with one fewer.
feat-par = Par proven
feat-par-about = Win a deal in the fewest moves possible, as the solver proves them.
feat-par-10 = Ten at par
feat-par-10-about = Win 10 deals in the fewest moves possible.
feat-hard-no-hint = Hard on your own
feat-hard-no-hint-about = Win a Hard deal without a hint.
feat-every-game = The whole family
feat-every-game-about = Win a deal of every game of the family.
feat-deals-10 = Ten deals
feat-deals-10-about = Win 10 different deals.
feat-streak-5 = Five in a row
feat-streak-5-about = Win 5 games in a row.
feat-daily = Daily
feat-daily-about = Win a daily deal on its day.
feat-daily-7 = Seven dailies
feat-daily-7-about = Win 7 daily deals.
feat-daily-streak-7 = A week of dailies
feat-daily-streak-7-about = Win the daily deal seven days in a row.
feat-diamond-month = A Diamond month
feat-diamond-month-about = Meet { $need } daily goals in one month, for its Diamond badge.

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
keys-read-table = Read the whole table aloud, pile by pile

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

## Daily goals
goal-tier-easy = Easy
goal-tier-medium = Medium
goal-tier-hard = Hard
goal-kind-win = Win the deal
goal-kind-fewer-cells = Win with at most { $cells ->
        [one] 1 card
       *[other] { $cells } cards
    } on the free cells at once
goal-kind-no-free-cell = Win without using a free cell
goal-kind-within-moves = Win within { $moves } moves
goal-kind-aces-home = Send the four aces home within { $moves } moves
goal-kind-no-undo = Win without Undo
goal-kind-no-hint = Win without a hint
goal-kind-within-time = Win within { $minutes } minutes
goal-title = { $tier } goal, { $game }: { $goal }
goal-progress-aces = Aces home: { $aces } of 4, { $left ->
        [one] 1 move left
       *[other] { $left } moves left
    } ({ $cards } cards home)
goal-progress-moves = Cards home: { $cards } of 52, { $left ->
        [one] 1 move left
       *[other] { $left } moves left
    }
goal-progress-time = Cards home: { $cards } of 52, { $time } left
goal-progress-cells = Cards home: { $cards } of 52; most cards on the free cells at once: { $used } of { $allowed }
goal-progress-cards = Cards home: { $cards } of 52
goal-met = Goal met!
goal-lost = This goal can no longer be met in this game: { $why } Try again for a new play of the deal.
goal-lost-moves-spent = more than { $limit } moves were made.
goal-lost-time-spent = the time is up.
goal-lost-cells-used = { $used } cards were on the free cells at once, { $allowed } allowed.
goal-lost-undone = Undo was used.
goal-lost-hinted = a hint was shown.
goal-lost-given = moves were played for you.
goal-unjudged = This play cannot be judged against the goal (not all its steps were kept). Try again for a new play of the deal.
goal-try-again = Try again
goal-met-said = { $tier } goal met: { $goal }.
goal-unknown = There is no goal “{ $goal }”: a daily goal is easy, medium or hard.
goal-finding = Finding the goals of { $date }…
goal-none = No goals: { $error }.
badge-name = { $badge ->
        [bronze] Bronze badge
        [silver] Silver badge
        [gold] Gold badge
        [diamond] Diamond badge
       *[none] No badge
    }
daily-month-goals = Goals met this month: { $count }.
daily-month-goals-next = Goals met this month: { $count }; { $needs } more for { $next ->
        [silver] Silver
        [gold] Gold
        [diamond] Diamond
       *[bronze] Bronze
    }.
daily-goals-title = Goals of { $date }
daily-goals-future = This day’s goals are not open yet.
daily-goals-finding = Finding this day’s goals…
daily-goal-text = { $tier }: { $goal } ({ $game })
daily-goal-met = { $tier } goal, met: { $goal }, { $game }
daily-goal-open = { $tier } goal, not met yet: { $goal }, { $game }
daily-day-goals = { $label }; { $count ->
        [one] 1 goal met
       *[other] { $count } goals met
    }: { $tiers }
daily-legend-goals = goals met: Easy, Medium, Hard
goals-prev =
    .aria-label = Previous day
goals-next =
    .aria-label = Next day

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
msg-extras-failed = Part of the page could not be loaded (New game, Hint, the dialogs, the sounds): reload the page to try again. Your game is saved.
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
msg-daily-won-before = You won this daily deal already, in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }: it is shown as you won it. Restart plays it again.
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
# Read the table (T, or the Menu): each pile with its cards bottom first, then what is home and how many free cells are empty.
table-pile = { $pile }: { $cards }.
table-pile-empty = { $pile }: empty.
table-state = Home: { $home } of { $total } cards; free cells empty: { $free }.
# Said for a few seconds after New game or Restart replaced a game in progress, beside a button (offer-undo) that brings it back; msg-game-back once it is back.
msg-new-game-dealt = New game dealt.
msg-game-restarted = Game restarted.
offer-undo = Undo
msg-game-back = Your game is back as you left it.
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
save-history-cut = The browser's storage was full: to save this game, the undo steps of another game were dropped ({ $what ->
        [daily] { $kind }: daily deal, { $date }
        [position] { $kind }: custom position
       *[deal] { $kind }: deal { $deal }
    }). Its position is kept.
save-newer = A newer version of the page (in another tab) has saved this game: reload to go on with it. Moves made here are not saved.
save-part-lost = Part of the saved data could not be read and was reset.
live-picked = { $count ->
        [one] { $card } picked up
       *[other] { $card } and { $more } more picked up
    }
# Said once after each move: live-moved, then live-sent-home (or
# live-sent-home-count, for more than four cards) when autoplay sent cards
# home, then live-won, stuck or table-state. $cards: the cards' names as a list.
live-moved = { $count ->
        [one] { $card } to { $pile }.
       *[other] { $card } and { $more } more to { $pile }.
    }
live-sent-home = Autoplay sent home { $cards }.
live-sent-home-count = Autoplay sent { $count } cards home.
live-won = You won!
live-won-given = Solved, with moves given: not counted as a win.
# Said after an undo, a redo, a restart or a jump: $what (live-undone, or
# live-undone-move naming the move; ...), then the moves made; then what
# autoplay sent home and the table, as after a move.
live-step = { $what }; { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } made.
# $home: the cards the undo took back from the foundations, which autoplay had sent there after the move.
live-undone-move = Move undone: { $count ->
        [one] { $card }
       *[other] { $card } and { $more } more
    } back to { $pile }{ $home ->
        [0] {""}
        [one] , and 1 card back from the foundations
       *[other] , and { $home } cards back from the foundations
    }
live-redone-move = Move redone: { $count ->
        [one] { $card }
       *[other] { $card } and { $more } more
    } to { $pile }
# Said when the status's verdict (bar-status-...) for the position shown differs from the one before it.
live-verdict = { $verdict ->
        [winnable] Winnable from here.
        [lost] Not winnable from here.
       *[unknown] The solver could not tell whether this can be won.
    }
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
# A difficulty the game chosen cannot give (the engine's grades), or of which no deal turned up in the dealer's time: $difficulty easy, medium or hard.
difficulty-none = { $difficulty ->
        [easy] With these free cells, no deal of this game is easy.
        [medium] With these free cells, no deal of this game is medium.
       *[hard] With these free cells, no deal of this game is hard.
    }
difficulty-none-found = { $difficulty ->
        [easy] No easy deal turned up in a few seconds of looking.
        [medium] No medium deal turned up in a few seconds of looking.
       *[hard] No hard deal turned up in a few seconds of looking.
    }
# $reason one of the two above; $nearest the difficulty offered instead in the New game dialog.
difficulty-instead = { $reason } { $nearest ->
        [easy] Easy, the nearest that deals, is chosen: press Play.
        [medium] Medium, the nearest that deals, is chosen: press Play.
       *[hard] Hard, the nearest that deals, is chosen: press Play.
    }
new-game-grades-missing = The difficulties greyed out have no deals in this game with these free cells.
solver-daily-game = no deal of this game with these free cells that the solver wins turned up for that day

## A challenge link (challenge.js, challenge-open.js)

win-challenge = Challenge a friend
win-versus = Compare with the challenger
msg-challenge-copied = The challenge link is copied: send it to a friend. It holds this deal and your moves and time.
challenge-share-text = I won this deal in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } ({ $time }). Can you beat it?
challenge-title = Challenge
challenge-give-up = Give up
challenge-show = Show their game
challenge-playing = A friend won deal { $deal } and challenges you to it. Their moves and time stay hidden until you win or give up.
challenge-settled = The challenge is settled: see your game and theirs side by side.
# $move: the number of the challenger's move that wasm refused; $reason: why, in the player's words.
challenge-refused-move = This link's game is not a valid win: its move { $move } cannot be played ({ $reason }). The deal is yours to play all the same.
challenge-not-won = This link's game is not a valid win: its moves do not finish the deal. The deal is yours to play all the same.
# $why: code (not a link's text), json, shape, checksum (changed or cut short), version, long.
challenge-unreadable = This challenge link cannot be read: { $why ->
        [checksum] it was changed or cut short
        [version] it was made by another version of the page
        [long] it is far too long
       *[other] it is damaged or incomplete
    }. Nothing was opened from it.
challenge-refused = This challenge link names a game the page cannot deal. { $reason } Nothing was opened from it.
versus-title = The challenge
versus-you = You
versus-them = Challenger
versus-result = Result
versus-moves = Moves
versus-time = Time
versus-won = Won
versus-gave-up = Gave up
# $who: you (fewer moves), them, same, gave-up; $difference: how many moves between the two.
versus-verdict = { $who ->
        [you] You took fewer moves, by { $difference }.
        [them] The challenger took fewer moves, by { $difference }.
        [same] You both took the same number of moves.
       *[gave-up] You gave up: the challenger keeps the deal.
    }
versus-par = Par for this deal: { $par ->
        [one] 1 move
       *[other] { $par } moves
    }.
versus-watch = Watch their game
viewer-challenge-title = The challenger's game: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
