# Die Wörter der Seite auf Deutsch (die Quelle ist en.ftl).

## Bar: the title, the score and the buttons above the board

bar-moves = Züge
bar-time = Zeit
bar-new-game = Neues Spiel
bar-undo = Zurück
bar-redo = Wiederholen
bar-hint = Tipp
bar-menu = Menü
bar-checking = Prüfe…
bar-status-won = Gewonnen
bar-status-winnable = Lösbar
bar-status-lost = Nicht mehr lösbar
    .short = Nicht mehr lösbar
bar-status-unknown = Unbekannt (Löser gab auf)
    .short = Unbekannt
bar-status-error = Unbekannt ({ $error })
bar-deal = Spiel { $deal }
bar-deal-after-name = Spiel { $deal }
bar-position = Eigene Stellung
bar-position-after-name = eigene Stellung
bar-daily = Tagesspiel, { $date }
bar-daily-of-game = { $game }: Tagesspiel, { $date }
grade-easy = Leicht
grade-medium = Mittel
grade-hard = Schwer
grade-impossible = Unlösbar

## Menu

menu-label =
    .aria-label = Menü
menu-stats = Gespielt { $played } · Gewonnen { $won } ({ $rate }) · Serie { $streak } (beste { $best })
menu-par = Par { $count }
menu-par-busy = Par …
menu-par-none = Kein Par
menu-par-unknown = Par unbekannt
menu-par-title = Die Lösung des Lösers für dieses Spiel, gezählt wie der Zugzähler zählt
par-why-position = kein Par für eine Stellung
par-why-busy = Par wird berechnet
par-why-impossible = kein Par: dieses Spiel ist unlösbar
par-why-gave-up = Par unbekannt (der Löser gab auf)
par-why-autoplay = Par ist mit dieser Automatik unbekannt
menu-solve = Lösen
menu-stop = Anhalten
menu-watch = Lösung ansehen
menu-restart = Neu beginnen
menu-replay = Spiel abspielen
menu-copy-link = Link zu diesem Spiel kopieren
menu-daily = Tagesspiel
menu-statistics = Statistik
menu-settings = Einstellungen
menu-rules = Spielregeln
menu-keys = Tastenkürzel
menu-read-table = Tisch vorlesen
menu-mute = Ton aus

## The board, the banners and the dock under it

board-label =
    .aria-label = FreeCell-Spielfeld: Pfeiltasten wechseln den Stapel, Eingabe oder Leertaste nimmt auf und legt ab
# Der Name eines Stapels im Fall, den der Satz braucht ($case). Spalte 3
# und Ablagestapel 1 sind Namen ohne Artikel (von Spalte 3 auf Spalte 6);
# die freie Zelle a nimmt im Satz ihren Artikel (in die freie Zelle a,
# aus der freien Zelle a), als Name allein (nom) keinen.
pile-cascade = Spalte { $number }
pile-freecell = { $case ->
        [acc] die freie Zelle
        [dat] der freien Zelle
       *[nom] freie Zelle
    } { $name }
pile-foundation = Ablagestapel { $number }
pile-contents = { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }, oben { $card }
pile-contents-empty = leer
card-on-pile = { $card }, { $pile }{ $count ->
        [1] {""}
       *[other] , Karte { $position } von { $count }
    }
stuck = Kein Zug ist mehr möglich. Nimm Züge zurück, beginne neu oder spiele ein neues Spiel.
coach-label =
    .aria-label = Wo das Spiel verloren ging
coach-take-back = Zurück dorthin
close = Schließen
viewer-back = ◀︎ Zurück
    .aria-label = Einen Zug zurück
viewer-slider =
    .aria-label = Zug
viewer-forward = Vor ▶︎
    .aria-label = Einen Zug vor
viewer-continue = Von hier weiterspielen

## The win dialog and sharing

win-title = Gewonnen!
win-title-given = Gelöst
win-new = Neues Spiel
win-share = Teilen
win-copy = Link zu diesem Spiel kopieren
win-close = Spielfeld ansehen
share-title = Link zu diesem Spiel
share-note = Dieser Browser lässt die Seite ihn nicht kopieren: Kopiere den Link unten (er ist markiert).
# $kind: daily, deal or position; $game: the game's name, or none for FreeCell.
win-what = { $game ->
        [none] { $kind ->
            [daily] Das Tagesspiel vom { $date }
            [deal] Spiel { $deal }
           *[position] Diese Stellung
        }
       *[other] { $game }, { $kind ->
            [daily] das Tagesspiel vom { $date }
            [deal] Spiel { $deal }
           *[position] diese Stellung
        },
    }
win-par = ; { $proven ->
        [yes] Par { $par }, die wenigsten möglichen Züge
        [no] Par { $par }, das beste gefundene
       *[asking] Par { $par }, das beste bisher gefundene (es wird nach weniger gesucht)
    }
win-par-why = { " " }({ $why })
win-hints = Tipps: { $nudge ->
        [one] 1 Hinweis
       *[other] { $nudge } Hinweise
    }, { $lit } gezeigt, { $played } gespielt.
win-no-hints = Ohne Tipps.
win-solved-given = { $what } gelöst in { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    }{ $par }. { $given } davon kamen von Lösen, einer Lösung oder einem Link, daher zählt es nicht als Sieg.
win-solved = { $what } gelöst in { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    } und { $time }{ $par }. { $hints }
win-stats = Gespielt { $played }, gewonnen { $won }, Serie { $streak } (beste { $best }).
win-daily-streak = Tagesserie { $streak } (beste { $best }).
win-daily-late = Nach seinem Tag gewonnen, lässt dieses Spiel die Tagesserie, wie sie steht: { $streak } (beste { $best }).
share-text = { $game }, Tagesspiel vom { $date }: { $won ->
        [yes] gewonnen in { $moves ->
            [one] 1 Zug
           *[other] { $moves } Zügen
        }
       *[no] mit Hilfe gelöst in { $moves ->
            [one] 1 Zug
           *[other] { $moves } Zügen
        }
    }{ $par ->
        [none] {""}
       *[other] { " " }(Par { $par })
    }, { $time }. Tagesserie: { $streak ->
        [one] 1 Tag
       *[other] { $streak } Tage
    }.

## Settings

settings-title = Einstellungen
settings-language = Sprache
settings-language-auto = Automatisch (wie der Browser)
settings-deck = Kartenfarben
settings-deck-two = Zwei: Rot, Schwarz
settings-deck-four-blue = Vier, Karo blau
settings-deck-four-orange = Vier, Karo orange
settings-index = Große Eckzeichen
settings-theme = Design
settings-theme-auto = Automatisch: grün, dunkel wenn das System dunkel ist
settings-theme-felt = Grüner Filz
settings-theme-dark = Dunkler Tisch
settings-theme-classic = Klassisch
settings-theme-contrast = Hoher Kontrast
settings-hand = Linkshändig: Ablagestapel und Knöpfe links
settings-speed = Animation
settings-speed-off = Sofort
settings-speed-fast = Schnell
settings-speed-normal = Normal
settings-speed-slow = Langsam
settings-motion-note = Dein System wünscht weniger Bewegung, daher gleiten die Karten nicht.
settings-sound = Ton
settings-sound-on = An
settings-sound-off = Aus
settings-volume = Lautstärke
settings-autoplay = Automatisch ablegen
settings-autoplay-off = Aus
settings-autoplay-safe = Sichere Karten
settings-autoplay-all = Alle Karten
settings-done = Fertig

## Statistics

stats-title = Statistik
stats-played = Gespielt
stats-won = Gewonnen
stats-rate = Gewinnquote
stats-streak = Serie
stats-best = Beste Serie
stats-fewest = Wenigste Züge
stats-fastest = Schnellster Sieg
stats-par = Bewiesenes Par erreicht
stats-par-value = { $matched } von { $proven }
stats-progress = Laufend
stats-hints = Tipps in gewonnenen Spielen
stats-hints-value = { $nudge ->
        [one] 1 Hinweis
       *[other] { $nudge } Hinweise
    }, { $lit } gezeigt, { $played } gespielt
stats-saved = Gespeicherte Spiele
stats-saved-note = Jedes laufende Spiel bleibt erhalten: Öffne sein Spiel erneut, um weiterzuspielen. Exportieren speichert alle Spiele, die Statistik und die Einstellungen in einer Datei; Importieren fügt die Spiele einer Datei denen dieses Browsers hinzu.
stats-export = Exportieren
stats-import = Importieren…
game-kind = { $game }, { $cells ->
        [one] 1 freie Zelle
       *[other] { $cells } freie Zellen
    }
stats-exported = { $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }, die Statistik und die Einstellungen exportiert.
stats-unreadable = Die Datei konnte nicht gelesen werden. Nichts wurde geändert.
stats-refused = { $reason } Nichts wurde geändert.
stats-full = Im Speicher dieses Browsers ist kein Platz für diese Spiele. Nichts wurde geändert.
stats-imported = { $settings ->
        [yes] { $count ->
            [one] 1 Spiel
           *[other] { $count } Spiele
        } und die Einstellungen importiert.
       *[no] { $count ->
            [one] 1 Spiel
           *[other] { $count } Spiele
        } importiert.
    }

## Feats
menu-feats = Erfolge
feats-title = Erfolge
feats-summary = { $earned } von { $total } Erfolgen erreicht
feats-earned-state = Erreicht
feats-not-yet = Noch nicht
feats-certified = vom Löser bestätigt
feats-earned = { $count ->
    [one] Erfolg erreicht: { $feats }.
   *[other] Erfolge erreicht: { $feats }.
}
feats-unit-wins = Siege: { $have } von { $need }
feats-unit-par = Siege mit bewiesenem Par: { $have } von { $need }
feats-unit-games = Spiele: { $have } von { $need }
feats-unit-deals = Austeilungen: { $have } von { $need }
feats-unit-streak = Beste Serie: { $have } von { $need }
feats-unit-dailies = Tagesspiele: { $have } von { $need }
feats-unit-days = Tage in Folge: { $have } von { $need }
feats-unit-goals = Ziele im besten Monat erreicht: { $have } von { $need }
feat-first-win = Erster Sieg
feat-first-win-about = Gewinne ein Spiel.
feat-wins-10 = Zehn Siege
feat-wins-10-about = Gewinne 10 Spiele.
feat-wins-100 = Hundert Siege
feat-wins-100-about = Gewinne 100 Spiele.
feat-no-undo = Kein Zurück
feat-no-undo-about = Gewinne eine Austeilung ohne Rückgängig.
feat-no-hint = Ganz allein
feat-no-hint-about = Gewinne eine Austeilung ohne Tipp.
feat-unaided = Sauberer Sieg
feat-unaided-about = Gewinne eine Austeilung ohne Rückgängig und ohne Tipp.
feat-quick = Schnell
feat-quick-about = Gewinne eine Austeilung in unter drei Minuten.
feat-lightning = Blitz
feat-lightning-about = Gewinne eine Austeilung in unter 90 Sekunden.
feat-few-moves = Sparsam
feat-few-moves-about = Gewinne eine Austeilung in höchstens 60 Zügen.
feat-zero-cells = Ohne freie Zellen
feat-zero-cells-about = Gewinne eine Austeilung mit 0 freien Zellen.
feat-fewer-cells = Knapp an Zellen
feat-fewer-cells-about = Gewinne eine Austeilung mit weniger freien Zellen, als ihr Spiel hat.
feat-fewest-cells = Wenigste Zellen
feat-fewest-cells-about = Gewinne eine Austeilung mit den wenigsten freien Zellen, die sie erlaubt: Der Löser beweist, dass es mit einer weniger unmöglich ist.
feat-par = Par bewiesen
feat-par-about = Gewinne eine Austeilung in den wenigsten möglichen Zügen, wie der Löser sie beweist.
feat-par-10 = Zehnmal Par
feat-par-10-about = Gewinne 10 Austeilungen in den wenigsten möglichen Zügen.
feat-hard-no-hint = Schwer ohne Hilfe
feat-hard-no-hint-about = Gewinne eine schwere Austeilung ohne Tipp.
feat-every-game = Die ganze Familie
feat-every-game-about = Gewinne eine Austeilung jedes Spiels der Familie.
feat-deals-10 = Zehn Austeilungen
feat-deals-10-about = Gewinne 10 verschiedene Austeilungen.
feat-streak-5 = Fünf in Folge
feat-streak-5-about = Gewinne 5 Spiele in Folge.
feat-daily = Tagesspiel
feat-daily-about = Gewinne ein Tagesspiel an seinem Tag.
feat-daily-7 = Sieben Tagesspiele
feat-daily-7-about = Gewinne 7 Tagesspiele.
feat-daily-streak-7 = Eine Woche Tagesspiele
feat-daily-streak-7-about = Gewinne das Tagesspiel sieben Tage in Folge.
feat-diamond-month = Ein Diamant-Monat
feat-diamond-month-about = Erreiche in einem Monat { $need } Tagesziele: sein Diamant-Abzeichen.

## New game

new-game-title = Neues Spiel
new-game-game = Spiel
new-game-cells = Freie Zellen
new-game-difficulty = Schwierigkeit eines Zufallsspiels
difficulty-any = Beliebig
difficulty-easy = Leicht
difficulty-medium = Mittel
difficulty-hard = Schwer
new-game-deal = Spielnummer
new-game-random =
    .placeholder = Zufällig
new-game-cancel = Abbrechen
new-game-play = Spielen
new-game-bad-number = Eine Spielnummer ist eine ganze Zahl wie 617; leer lassen für ein Zufallsspiel.

## Keyboard shortcuts

keys-title = Tastenkürzel
key-enter = Eingabe
key-space = Leertaste
key-escape = Esc
key-shift = Umschalt
key-ctrl = Strg
keys-or = oder
keys-piles = Von Stapel zu Stapel gehen
keys-pick = Die Karten des Stapels aufnehmen oder auf ihm ablegen
keys-carry = Eine Karte mehr oder eine weniger tragen
keys-escape = Die Karten loslassen; einen Dialog oder das Menü schließen
keys-undo = Zurück
keys-redo = Wiederholen
keys-hint = Tipp (erneut drücken für mehr)
keys-new = Neues Spiel
keys-read-table = Den ganzen Tisch vorlesen, Stapel für Stapel

## Daily deal

daily-title = Tagesspiel
daily-note = Ein Spiel am Tag, für alle gleich: leicht am Montag und Dienstag, mittel von Mittwoch bis Freitag, schwer am Wochenende.
daily-prev =
    .aria-label = Voriger Monat
daily-next =
    .aria-label = Nächster Monat
daily-legend-won = gewonnen in 87 Zügen, Par 80
daily-legend-played = gespielt, nicht gewonnen
daily-legend-today = heute
daily-today = Heutiges Spiel
daily-streak = Tagesserie: { $streak ->
        [one] 1 Tag
       *[other] { $streak } Tage
    } (beste { $best }), es zählen Tage, die am selben Tag gewonnen wurden.
daily-day-won = { $date }, gewonnen
daily-day-won-moves = { $date }, gewonnen in { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    }
daily-day-won-par = { $date }, gewonnen in { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    }, Par { $par }
daily-day-played = { $date }, gespielt, nicht gewonnen
daily-day-future = { $date }, noch nicht offen
daily-day-not-played = { $date }, nicht gespielt
daily-day-today = { $label }, heute
daily-not-yet = Für den { $date } gibt es noch kein Tagesspiel: es öffnet an diesem Tag.
daily-finding = Suche das Tagesspiel vom { $date }…
daily-none = Kein Tagesspiel: { $error }.
daily-bad-date = Ein Datum schreibt sich JJJJ-MM-TT, etwa 2026-11-28, nicht { $given }
daily-bad-month = Ein Monat ist 1 bis 12, nicht { $month }
daily-bad-day = { $month } hat die Tage 1 bis { $last }, nicht { $day }
daily-future-today = { $reason } Stattdessen wird das heutige Tagesspiel gezeigt.

## Daily goals
goal-tier-easy = Leicht
goal-tier-medium = Mittel
goal-tier-hard = Schwer
goal-kind-win = Das Spiel gewinnen
goal-kind-fewer-cells = Gewinnen mit höchstens { $cells ->
        [one] 1 Karte
       *[other] { $cells } Karten
    } zugleich auf den freien Zellen
goal-kind-no-free-cell = Gewinnen, ohne eine freie Zelle zu benutzen
goal-kind-within-moves = Gewinnen in höchstens { $moves } Zügen
goal-kind-aces-home = Die vier Asse in höchstens { $moves } Zügen ablegen
goal-kind-no-undo = Gewinnen ohne Rückgängig
goal-kind-no-hint = Gewinnen ohne Tipp
goal-kind-within-time = Gewinnen in höchstens { $minutes } Minuten
goal-title = Ziel { $tier }, { $game }: { $goal }
goal-progress-aces = Asse abgelegt: { $aces } von 4, { $left ->
        [one] noch 1 Zug
       *[other] noch { $left } Züge
    } ({ $cards } Karten abgelegt)
goal-progress-moves = Karten abgelegt: { $cards } von 52, { $left ->
        [one] noch 1 Zug
       *[other] noch { $left } Züge
    }
goal-progress-time = Karten abgelegt: { $cards } von 52, noch { $time }
goal-progress-cells = Karten abgelegt: { $cards } von 52; höchstens zugleich auf den freien Zellen: { $used } von { $allowed }
goal-progress-cards = Karten abgelegt: { $cards } von 52
goal-met = Ziel erreicht!
goal-lost = Dieses Ziel ist in diesem Spiel nicht mehr zu erreichen: { $why } „Noch einmal“ beginnt das Spiel neu.
goal-lost-moves-spent = mehr als { $limit } Züge wurden gemacht.
goal-lost-time-spent = die Zeit ist um.
goal-lost-cells-used = { $used } Karten lagen zugleich auf den freien Zellen, { $allowed } erlaubt.
goal-lost-undone = Rückgängig wurde benutzt.
goal-lost-hinted = ein Tipp wurde gezeigt.
goal-lost-given = Züge wurden für dich gespielt.
goal-unjudged = Dieses Spiel lässt sich nicht am Ziel messen (nicht alle seine Schritte wurden aufbewahrt). „Noch einmal“ beginnt das Spiel neu.
goal-try-again = Noch einmal
goal-met-said = Ziel { $tier } erreicht: { $goal }.
goal-unknown = Es gibt kein Ziel „{ $goal }“: ein Tagesziel ist easy, medium oder hard.
goal-finding = Die Ziele des { $date } werden gesucht…
goal-none = Keine Ziele: { $error }.
badge-name = { $badge ->
        [bronze] Bronze-Abzeichen
        [silver] Silber-Abzeichen
        [gold] Gold-Abzeichen
        [diamond] Diamant-Abzeichen
       *[none] Kein Abzeichen
    }
daily-month-goals = Ziele in diesem Monat erreicht: { $count }.
daily-month-goals-next = Ziele in diesem Monat erreicht: { $count }; noch { $needs } bis { $next ->
        [silver] Silber
        [gold] Gold
        [diamond] Diamant
       *[bronze] Bronze
    }.
daily-goals-title = Ziele vom { $date }
daily-goals-future = Die Ziele dieses Tages sind noch nicht offen.
daily-goals-finding = Die Ziele dieses Tages werden gesucht…
daily-goal-text = { $tier }: { $goal } ({ $game })
daily-goal-met = Ziel { $tier }, erreicht: { $goal }, { $game }
daily-goal-open = Ziel { $tier }, noch nicht erreicht: { $goal }, { $game }
daily-day-goals = { $label }; { $count ->
        [one] 1 Ziel erreicht
       *[other] { $count } Ziele erreicht
    }: { $tiers }
daily-legend-goals = Ziele erreicht: Leicht, Mittel, Schwer
goals-prev =
    .aria-label = Vorheriger Tag
goals-next =
    .aria-label = Nächster Tag

## How to play: the page's own words (the rules themselves are in the group Rules)

rules-title = Spielregeln
rules-title-game = So spielt man { $game }
rules-moving = Karten bewegen
rules-drag = Ziehe eine Karte oder eine Folge von Karten mit der Maus, dem Finger oder einem Stift; oder klicke (tippe) sie an und dann den Ort, an den sie soll.
rules-double = Ein Doppelklick (Doppeltippen) auf eine Karte schickt sie auf ihren Ablagestapel, sonst an den besten Ort, an den sie darf.
rules-keys = Tasten: die Pfeile gehen von Stapel zu Stapel, Eingabe oder Leertaste nimmt auf und legt ab (Umschalt+Hoch und Umschalt+Runter tragen eine Karte mehr oder weniger), Esc lässt los. U oder Strg+Z nimmt zurück, Strg+Y wiederholt, H gibt einen Tipp.
rules-autoplay = Karten, die keine andere Karte mehr braucht, gehen von selbst auf die Ablagestapel (Automatisch ablegen, in den Einstellungen).
rules-stuck = Festgefahren? Tipp zeigt einen Zug in drei Schritten, und wenn ein Spiel nicht mehr lösbar ist, findet „Zurück dorthin“ den Zug, der es verloren hat.
new-game-cells-option = { $usual ->
        [yes] { $cells ->
            [one] 1 freie Zelle (üblich)
           *[other] { $cells } freie Zellen (üblich)
        }
       *[no] { $cells ->
            [one] 1 freie Zelle
           *[other] { $cells } freie Zellen
        }
    }

## Messages: what the page says under the board, and to screen readers

msg-updated = Die Seite wurde auf ihre neue Version aktualisiert; dein Spiel ist, wie du es verlassen hast.
msg-extras-failed = Ein Teil der Seite konnte nicht geladen werden (Neues Spiel, Tipp, die Dialoge, die Töne): Lade die Seite neu, um es noch einmal zu versuchen. Dein Spiel ist gespeichert.
msg-random-instead = { $reason } Stattdessen wurde ein Zufallsspiel geöffnet.
msg-usual-cells = { $reason } Das Spiel wurde mit den üblichen freien Zellen geöffnet.
msg-from-elsewhere = Dieses Spiel wurde in einem anderen Tab gespielt: es wird gezeigt, wie es dort jetzt steht.
msg-not-kept-move = Dein Zug ({ $move }) wurde nicht behalten: dieses Spiel wurde gleichzeitig in einem anderen Tab gespielt und wird gezeigt, wie es dort jetzt steht.
msg-not-kept = Deine letzte Änderung wurde nicht behalten: dieses Spiel wurde gleichzeitig in einem anderen Tab gespielt und wird gezeigt, wie es dort jetzt steht.
msg-watching = Das ist ein angesehener Schritt, nicht dein Spiel: „Von hier weiterspielen“ spielt von dort weiter.
msg-imported-later = Die importierte Datei hatte einen neueren Stand dieses Spiels: es wird gezeigt, wie es dort steht.
msg-foundation-stays = Karten auf einem Ablagestapel bleiben dort.
msg-only-top = Nur { $count ->
        [one] die oberste Karte
       *[other] die obersten { $count } Karten
    } von { $pile-dat } können jetzt zusammen ziehen.
msg-no-legal-move = Für { $card } gibt es keinen erlaubten Zug.
msg-daily-no-save = Zu diesem Tagesspiel gibt es kein gespeichertes Spiel.
msg-daily-won-before = Dieses Tagesspiel hast du schon gewonnen, in { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    }: Es wird gezeigt, wie du es gewonnen hast. Neu beginnen spielt es noch einmal.
msg-in-progress-daily = Dieses Tagesspiel ist das laufende Spiel; Neu beginnen teilt es neu aus.
msg-in-progress-deal = Spiel { $deal } ist das laufende Spiel; Neu beginnen teilt es neu aus.
msg-in-progress-position = Diese Stellung ist das laufende Spiel.
msg-resumed-daily = Das Tagesspiel geht weiter, wo es stand: { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }.
msg-resumed-deal = Spiel { $deal } geht weiter, wo es stand: { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }.
msg-resumed-position = Die Stellung geht weiter, wo sie stand: { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }.
msg-drop-here = Lege die Karten auf einem hervorgehobenen Stapel ab.
msg-link-copied = Der Link zu diesem Spiel ist kopiert: er spielt jeden Zug nach.
msg-result-copied = Dein Ergebnis ist kopiert, mit dem Link zum Spiel des Tages.
msg-finding-deal = { $difficulty ->
        [easy] Suche ein leichtes Spiel…
        [medium] Suche ein mittleres Spiel…
        [hard] Suche ein schweres Spiel…
       *[any] Suche ein Spiel…
    }
msg-no-new-deal = Kein neues Spiel: { $error }.
msg-new-deal = Spiel { $deal }.
table-pile = { $pile }: { $cards }.
table-pile-empty = { $pile }: leer.
table-state = Abgelegt: { $home } von { $total } Karten; leere freie Zellen: { $free }.
msg-new-game-dealt = Neues Spiel ausgeteilt.
msg-game-restarted = Spiel neu begonnen.
offer-undo = Zurück
msg-game-back = Dein Spiel ist zurück, wie du es verlassen hast.
msg-new-deal-grade = Spiel { $deal }, { $grade }.
msg-no-solution = Von hier gibt es keine Lösung.
msg-no-solution-undo = Von hier gibt es keine Lösung: nimm ein paar Züge zurück.
msg-no-solution-deal = Keine Lösung: dieses Spiel ist nicht zu gewinnen, auch nicht vom Anfang an.
msg-no-solution-position = Keine Lösung: diese Stellung ist nicht zu gewinnen, auch nicht vom Anfang an.
msg-solver-error = Kein Tipp: { $error }.
msg-hint-gave-up = Kein Tipp: der Löser gab bei dieser Stellung auf.
error-refused = Das geht nicht
error-position = Das ist keine Stellung, die die Seite lesen kann: Sie enthält jeden Stapel und alle 52 Karten, so geschrieben, wie die Seite sie schreibt
error-move = '{ $given }' ist kein Zug in der Standardnotation wie 3a, 36 oder 36/4
solver-load = der Löser konnte nicht geladen werden
solver-none-found = in { $tries ->
        [one] { $tries } Versuch
       *[other] { $tries } Versuchen
    } fand sich kein solches Spiel
solver-date = dieses Datum hat keines
solver-failed = der Löser wurde beendet
msg-hint-1 = Tipp 1 von 3: sieh dir { $card } an.
msg-hint-2 = Tipp 2 von 3: { $move }.
msg-hint-3 = Tipp 3 von 3, gespielt: { $move }.
save-unreadable = Das gespeicherte Spiel konnte nicht gelesen werden, daher hat ein neues Spiel begonnen.
save-no-storage = Dieser Browser lässt das Spiel seinen Stand nicht speichern.
save-full = Der Speicher des Browsers ist voll: dieses Spiel konnte nicht gespeichert werden.
save-history-cut = Der Speicher des Browsers war voll: um dieses Spiel zu speichern, wurden die Rückgängig-Schritte eines anderen Spiels gelöscht ({ $what ->
        [daily] { $kind }: Tagesspiel, { $date }
        [position] { $kind }: eigene Stellung
       *[deal] { $kind }: Spiel { $deal }
    }). Seine Stellung bleibt erhalten.
save-newer = Eine neuere Version der Seite (in einem anderen Tab) hat dieses Spiel gespeichert: lade neu, um weiterzuspielen. Züge hier werden nicht gespeichert.
save-part-lost = Ein Teil der gespeicherten Daten war unlesbar und wurde zurückgesetzt.
live-picked = { $count ->
        [one] { $card } aufgenommen
       *[other] { $card } und { $more } weitere aufgenommen
    }
live-moved = { $count ->
        [one] { $card } auf { $pile-acc }.
       *[other] { $card } und { $more } weitere auf { $pile-acc }.
    }
live-sent-home = Automatisch abgelegt: { $cards }.
live-sent-home-count = Automatisch abgelegt: { $count } Karten.
live-won = Gewonnen!
live-won-given = Gelöst, mit vorgegebenen Zügen: zählt nicht als Sieg.
live-step = { $what }; { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    } gemacht.
live-undone-move = Zug zurückgenommen: { $count ->
        [one] { $card }
       *[other] { $card } und { $more } weitere
    } zurück auf { $pile-acc }{ $home ->
        [0] {""}
        [one] , dazu 1 Karte von den Ablagestapeln
       *[other] , dazu { $home } Karten von den Ablagestapeln
    }
live-redone-move = Zug wiederholt: { $count ->
        [one] { $card }
       *[other] { $card } und { $more } weitere
    } auf { $pile-acc }
live-verdict = { $verdict ->
        [winnable] Von hier aus lösbar.
        [lost] Von hier aus nicht mehr lösbar.
       *[unknown] Der Löser konnte nicht sagen, ob das Spiel lösbar ist.
    }
live-undone = Zug zurückgenommen
live-redone = Zug wiederholt
live-restarted = Neu begonnen
live-resumed-daily = Das Tagesspiel geht weiter, { $moves } Züge
live-resumed-deal = Spiel { $deal } geht weiter, { $moves } Züge
live-resumed-position = Die Stellung geht weiter, { $moves } Züge
live-dealt-daily = Das Tagesspiel ist ausgeteilt
live-dealt-deal = Spiel { $deal } ist ausgeteilt
live-loaded-position = Stellung geladen
move-index = die { $card }
move-card = { $card }
move-cards = { $count ->
        [2] { $card } und die Karte darauf
       *[other] { $card } und die { $more } Karten darauf
    }
move-unknown-card = die Karte
move-to-foundation = auf ihren Ablagestapel
move-to-freecell = in { $pile-acc }
move-onto = auf { $card }
move-to-empty = in eine leere Spalte ({ $pile })
move-text = { $card } { $target }
coach-cannot-win = Dieses Spiel ist nicht zu gewinnen, auch nicht vom Anfang an.
coach-gave-up-all = Der Löser gab bei den früheren Stellungen auf, die er versuchte, daher kennt er keine, zu der er dich zurückbringen kann.
coach-gave-up-between = Der Löser gab bei Stellungen zwischen Zug { $from } und Zug { $to } auf, daher kann er nicht sagen, welcher Zug das Spiel verlor. „Zurück dorthin“ geht zu Zug { $target }, der letzten Stellung, die nachweislich noch lösbar ist.
coach-lost-autoplay = Dass { $card } nach Zug { $number } automatisch abgelegt wurde, machte es unlösbar.
coach-lost-move = Der Zug { $move } bei Zug { $number } machte es unlösbar.
coach-old-save = Nicht mehr lösbar. Die Züge dieses Spiels sind unbekannt (eine ältere Version der Seite hat es gespeichert): nimm Züge zurück.
coach-looking = Nicht mehr lösbar. Suche den Zug, der es verloren hat…
coach-stopped = Nicht mehr lösbar. Der Löser hielt an, bevor er fand, wo das Spiel verloren ging.
coach-taken-back = Zurück bei Zug { $moves }, wo das Spiel noch lösbar ist. „Zurück“ bringt dich dorthin, wo du warst.
live-taken-back = Zurückgegangen
viewer-now = Die Stellung jetzt.
viewer-dealt = Das Spiel wie ausgeteilt.
viewer-step = Zug { $step } von { $steps }: { $move }{ $home ->
        [0] {""}
        [one] ; 1 Karte automatisch auf die Ablagestapel
       *[other] ; { $home } Karten automatisch auf die Ablagestapel
    }.
viewer-refused = Diese Züge lassen sich nicht ansehen: Zug { $index }, „{ $token }“, wurde abgelehnt ({ $reason }).
viewer-slider-value = Zug { $step } von { $steps }
viewer-no-solution = Der Löser fand von hier keine Lösung.
viewer-old-save = Die Züge dieses Spiels sind unbekannt: eine ältere Version der Seite hat es gespeichert.
viewer-solution-title = Lösung von hier: { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }
viewer-game-title = Dieses Spiel vom Anfang: { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }
live-playing-on = Vom angesehenen Schritt weitergespielt
replay-refused = Zug { $index } des Links, „{ $token }“, wurde abgelehnt: { $reason }.
replay-no-moves = Der Link hat keine Züge.
replay-nothing = { $reason } Nichts wurde nachgespielt.
replay-stops = { $reason } Das Nachspielen endet nach Zug { $moves }.
live-replayed = Vom Link nachgespielt
replay-done = { $note }{ $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    } vom Link nachgespielt.{ $won ->
        [yes] { " " }Sie gewinnen das Spiel.
       *[no] {""}
    }{ $before ->
        [0] {""}
       *[other] { " " }„Zurück“ führt zu deinem Spiel bei Zug { $before }.
    }
transfer-not-json = Diese Datei ist kein FreeCell-Export: sie ist kein JSON.
transfer-not-export = Diese Datei ist kein FreeCell-Export.
transfer-version = Diese Datei hat eine Version, die diese Seite nicht lesen kann ({ $version }).
transfer-no-games = Dieser Export ist beschädigt: seine Liste der Spiele fehlt.
transfer-bad-game = Dieser Export ist beschädigt: Spiel { $index } von { $count } ist unlesbar.
transfer-bad-game-why = Dieser Export ist beschädigt: Spiel { $index } von { $count }: { $reason }.
transfer-twice = Dieser Export ist beschädigt: Spiel { $index } ist zweimal darin.
transfer-bad-stats = Dieser Export ist beschädigt: seine Statistik ist unlesbar.
transfer-bad-settings = Dieser Export ist beschädigt: seine Einstellungen sind unlesbar.
transfer-bad-setting = Dieser Export ist beschädigt: seine Einstellung { $setting } kennt diese Seite nicht.

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

## Cards
## Der Name einer Karte mit Artikel, im Fall, den der Satz braucht ($case:
## nom, acc, dat, gen).

card-name = { $rank ->
        [1] { $case ->
                [dat] dem
                [gen] des
               *[other] das
            }
        [11] { $case ->
                [acc] den
                [dat] dem
                [gen] des
               *[other] der
            }
        [13] { $case ->
                [acc] den
                [dat] dem
                [gen] des
               *[other] der
            }
       *[other] { $case ->
                [dat] der
                [gen] der
               *[other] die
            }
    } { $suit ->
        [C] Kreuz
        [D] Karo
        [H] Herz
       *[S] Pik
    }-{ $rank ->
        [1] { $case ->
                [gen] Asses
               *[other] Ass
            }
        [2] Zwei
        [3] Drei
        [4] Vier
        [5] Fünf
        [6] Sechs
        [7] Sieben
        [8] Acht
        [9] Neun
        [10] Zehn
        [11] { $case ->
                [nom] Bube
               *[other] Buben
            }
        [12] Dame
       *[13] { $case ->
                [gen] Königs
               *[other] König
            }
    }

card-name-alone = { $suit ->
        [C] Kreuz
        [D] Karo
        [H] Herz
       *[S] Pik
    }-{ $rank ->
        [1] Ass
        [2] Zwei
        [3] Drei
        [4] Vier
        [5] Fünf
        [6] Sechs
        [7] Sieben
        [8] Acht
        [9] Neun
        [10] Zehn
        [11] Bube
        [12] Dame
       *[13] König
    }

## Refusals
refusal-deal-not-whole = Eine Spielnummer muss eine ganze Zahl sein, nicht { $given }
refusal-deal-range = Spielnummern gehen von 1 bis { $max }, { $given } ist keine
refusal-unknown-game = Es gibt kein Spiel namens „{ $given }“
refusal-cells-not-whole = Die Zahl der freien Zellen muss eine ganze Zahl sein, nicht { $given }
refusal-cells-range = Ein Spiel hat 0 bis { $max } freie Zellen, nicht { $given }
refusal-saved-other-game = Eine gespeicherte Stellung gehört zu einem anderen Spiel
refusal-saved-other-deal = Das gespeicherte Spiel beginnt nicht mit Spiel { $deal }

refusal-from-foundation = Karten auf einem Ablagestapel bleiben dort: Sie können nicht zurückgenommen werden.
refusal-empty-source = Dort liegt keine Karte, die sich bewegen ließe.
refusal-same-pile = Die Karte liegt schon dort.
refusal-single-card-to = Auf { $cell ->
        [foundation] einen Ablagestapel
       *[free-cell] eine freie Zelle
    } kommt nur eine Karte auf einmal.
refusal-single-card-from = Aus einer freien Zelle kommt nur eine Karte auf einmal.
refusal-too-few-cards = Diese Spalte hat { $has ->
        [one] nur eine Karte
       *[other] nur { $has } Karten
    }, nicht { $count }.
refusal-not-a-run = Die obersten { $count } Karten bilden keine absteigende Folge { $build ->
        [suit] in einer Farbe
       *[other] in wechselnden Farben
    }.
refusal-cell-taken = In dieser freien Zelle liegt schon { $holds }.
refusal-foundation-needs-ace = Nur ein Ass beginnt einen Ablagestapel, nicht { $card-nom }.
refusal-foundation-next-of-suit = Ein Ablagestapel nimmt nur die nächste Karte seiner Farbe: { $card-nom } passt nicht auf { $onto-acc }.
refusal-kings-only = In { $title } darf nur ein König eine leere Spalte beginnen.
refusal-too-many-at-once = Jetzt { $capacity ->
        [one] kann nur eine Karte
       *[other] können nur { $capacity } Karten
    } auf einmal ziehen, nicht { $count }: { $emptyCascades ->
        [kings-only] jede leere freie Zelle erlaubt eine Karte mehr.
       *[other] leere freie Zellen und Spalten erlauben mehr.
    }
refusal-no-room = In dieser Spalte ist kein Platz mehr.
refusal-build-colour = Gleiche Farbe: { $card-nom } passt nicht auf { $onto-acc }.
refusal-build-onto-ace = Auf ein Ass in einer Spalte kommt nichts: { $card-nom } passt nicht auf { $onto-acc }.
refusal-build-suit = { $title } baut in einer Farbe: { $card-nom } passt nicht auf { $onto-acc }.
refusal-build-rank = Auf { $onto-acc } passt nur { $rank ->
        [1] ein { $colour ->
                [red] rotes
               *[black] schwarzes
            } Ass
        [11] ein { $colour ->
                [red] roter
               *[black] schwarzer
            } Bube
        [12] eine { $colour ->
                [red] rote
               *[black] schwarze
            } Dame
       *[other] eine { $colour ->
                [red] rote
               *[black] schwarze
            } { $rank ->
                [2] Zwei
                [3] Drei
                [4] Vier
                [5] Fünf
                [6] Sechs
                [7] Sieben
                [8] Acht
                [9] Neun
               *[10] Zehn
            }
    }, nicht { $card-nom }.
refusal-build-next-of-suit = Auf { $onto-acc } passt nur { $wanted-nom }, nicht { $card-nom }.

## Rules

rule-goal = Lege alle 52 Karten auf die { $foundations } Ablagestapel, jeden in einer Farbe aufsteigend vom Ass bis zum König.
rule-building = { $build ->
        [suit] Die { $cascades } Spalten werden absteigend in einer Farbe gebaut: Die Pik-Sechs kommt auf die Pik-Sieben.
       *[other] Die { $cascades } Spalten werden absteigend in wechselnden Farben gebaut: Eine rote Sechs kommt auf eine schwarze Sieben.
    }
rule-free-cells = { $count ->
        [0] Es gibt keine freien Zellen.
        [one] Eine freie Zelle ({ $names }) nimmt eine beliebige Karte auf.
       *[other] { $count } freie Zellen ({ $names }) nehmen je eine beliebige Karte auf.
    }
rule-leftovers = Das Geben legt seine letzten { $count } Karten in die freien Zellen { $cells }.
rule-empty-cascades = { $emptyCascades ->
        [kings-only] Nur ein König darf eine leere Spalte beginnen.
       *[other] Jede Karte darf eine leere Spalte beginnen.
    }
rule-runs = { $sequences ->
        [unlimited] Eine Folge, die so gebaut ist wie die Spalten, zieht auf einmal, egal wie lang.
       *[other] { $emptyCascades ->
            [kings-only] Eine Folge zieht auf einmal, wenn sie Karte für Karte über die leeren freien Zellen ziehen könnte: eine Karte mehr, als es davon gibt.
           *[other] Eine Folge zieht auf einmal, wenn sie Karte für Karte über die leeren freien Zellen und Spalten ziehen könnte: eine Karte mehr als leere freie Zellen, verdoppelt für jede leere Spalte, die nicht ihr Ziel ist.
        }
    }
rule-basic-runs = Jeder Zug bewegt eine Karte (einfaches FreeCell).

unreadable-pile-count = { $standard ->
        [yes] Eine Stellung
       *[no] Eine Stellung von { $title }
    } hat { $piles } durch '/' getrennte Stapel ({ $cascades } Spalten, { $cells ->
        [one] 1 freie Zelle
       *[other] { $cells } freie Zellen
    }, 4 Ablagen), nicht { $given }
unreadable-not-built-up = { $pile } ist nicht vom Ass an in einer Farbe aufgebaut: { $card } kann dort nicht liegen
# A free cell's name starts in lower case ("freie Zelle a"): here it starts a sentence.
unreadable-pile-overfull = { $pile-kind ->
        [freecell] Die { $pile }
       *[other] { $pile }
    } fasst höchstens { $max ->
        [one] 1 Karte
       *[other] { $max } Karten
    }
unreadable-card-count = { $whole ->
        [deck] Ein Kartenspiel
       *[position] Eine Stellung
    } hat die 52 Karten, nicht { $given }
unreadable-card-twice = { $card } ist zweimal { $whole ->
        [deck] im Kartenspiel
       *[position] in der Stellung
    }
unreadable-not-a-card = '{ $given }' ist keine Karte: Schreib den Rang (A 2-9 T J Q K), dann die Farbe (C D H S), etwa 7H oder TC
unreadable-not-a-game = '{ $given }' ist kein Spiel: Schreib seinen Namen, dann vielleicht ',cells=' und eine Zahl (freecell,cells=2)
difficulty-none = { $difficulty ->
        [easy] Mit diesen freien Zellen ist kein Spiel dieser Variante leicht.
        [medium] Mit diesen freien Zellen ist kein Spiel dieser Variante mittel.
       *[hard] Mit diesen freien Zellen ist kein Spiel dieser Variante schwer.
    }
difficulty-none-found = { $difficulty ->
        [easy] In einigen Sekunden Suche fand sich kein leichtes Spiel.
        [medium] In einigen Sekunden Suche fand sich kein mittleres Spiel.
       *[hard] In einigen Sekunden Suche fand sich kein schweres Spiel.
    }
difficulty-instead = { $reason } { $nearest ->
        [easy] Leicht, die nächste Stufe mit Spielen, ist gewählt: drücke Spielen.
        [medium] Mittel, die nächste Stufe mit Spielen, ist gewählt: drücke Spielen.
       *[hard] Schwer, die nächste Stufe mit Spielen, ist gewählt: drücke Spielen.
    }
new-game-grades-missing = Die ausgegrauten Stufen haben in dieser Variante mit diesen freien Zellen keine Spiele.
solver-daily-game = für diesen Tag fand sich kein Spiel dieser Variante mit diesen freien Zellen, das der Löser gewinnt

## A challenge link (challenge.js, challenge-open.js)

win-challenge = Jemanden herausfordern
win-versus = Mit dem Herausforderer vergleichen
msg-challenge-copied = Der Herausforderungslink ist kopiert: Schick ihn jemandem. Er enthält dieses Spiel, deine Züge und deine Zeit.
challenge-share-text = Ich habe dieses Spiel in { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    } gewonnen ({ $time }). Schaffst du es besser?
challenge-title = Herausforderung
challenge-give-up = Aufgeben
challenge-show = Ihr Spiel zeigen
challenge-playing = Jemand hat Spiel { $deal } gewonnen und fordert dich heraus. Züge und Zeit bleiben verborgen, bis du gewinnst oder aufgibst.
challenge-settled = Die Herausforderung ist entschieden: Dein Spiel und das andere stehen nebeneinander.
# $move: the number of the challenger's move that wasm refused; $reason: why, in the player's words.
challenge-refused-move = Das Spiel in diesem Link ist kein gültiger Sieg: Sein Zug { $move } ist nicht spielbar ({ $reason }). Das Spiel kannst du trotzdem spielen.
challenge-not-won = Das Spiel in diesem Link ist kein gültiger Sieg: Seine Züge beenden das Spiel nicht. Das Spiel kannst du trotzdem spielen.
# $why: code (not a link's text), json, shape, checksum (changed or cut short), version, long.
challenge-unreadable = Dieser Herausforderungslink ist nicht lesbar: { $why ->
        [checksum] Er wurde verändert oder gekürzt
        [version] Er stammt von einer anderen Version der Seite
        [long] Er ist viel zu lang
       *[other] Er ist beschädigt oder unvollständig
    }. Nichts wurde daraus geöffnet.
challenge-refused = Dieser Herausforderungslink nennt ein Spiel, das die Seite nicht geben kann. { $reason } Nichts wurde daraus geöffnet.
versus-title = Die Herausforderung
versus-you = Du
versus-them = Herausforderer
versus-result = Ergebnis
versus-moves = Züge
versus-time = Zeit
versus-won = Gewonnen
versus-gave-up = Aufgegeben
# $who: you (fewer moves), them, same, gave-up; $difference: how many moves between the two.
versus-verdict = { $who ->
        [you] Du hast weniger Züge gebraucht, { $difference } weniger.
        [them] Der Herausforderer hat weniger Züge gebraucht, { $difference } weniger.
        [same] Ihr habt beide gleich viele Züge gebraucht.
       *[gave-up] Du hast aufgegeben: Das Spiel geht an den Herausforderer.
    }
versus-par = Par für dieses Spiel: { $par ->
        [one] 1 Zug
       *[other] { $par } Züge
    }.
versus-watch = Ihr Spiel ansehen
viewer-challenge-title = Das Spiel des Herausforderers: { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }
