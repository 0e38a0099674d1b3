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
pile-with-cards = { $pile }, { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }, oben { $card }
pile-empty = { $pile }, leer
card-on-pile = { $card }, { $pile }
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
share-text = { $game }, Tagesspiel vom { $date }: { $won ->
        [yes] gewonnen in { $moves ->
            [one] 1 Zug
           *[other] { $moves } Zügen
        }
       *[no] mit Hilfe gelöst in { $moves } Zügen
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
settings-theme-felt = Grüner Filz
settings-theme-contrast = Hoher Kontrast
settings-hand = Linkshändig: Ablagestapel und Knöpfe links
settings-speed = Animation
settings-speed-off = Aus
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
save-newer = Eine neuere Version der Seite (in einem anderen Tab) hat dieses Spiel gespeichert: lade neu, um weiterzuspielen. Züge hier werden nicht gespeichert.
save-part-lost = Ein Teil der gespeicherten Daten war unlesbar und wurde zurückgesetzt.
live-picked = { $count ->
        [one] { $card } aufgenommen
       *[other] { $card } und { $more } weitere aufgenommen
    }
live-moved = { $count ->
        [one] { $card } auf { $pile-acc }
       *[other] { $card } und { $more } weitere auf { $pile-acc }
    }{ $home ->
        [0] {""}
        [one] ; 1 Karte auf die Ablagestapel
       *[other] ; { $home } Karten auf die Ablagestapel
    }{ $end ->
        [won] . Gewonnen!
        [stuck] . Kein Zug ist mehr möglich.
       *[none] {""}
    }
live-step = { $what }; { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    } gemacht
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
refusal-pile-full = Dieser Stapel ist voll.
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

## Terminal

terminal-deal = { $daily ->
        [yes] { $standard ->
            [yes] Tagesspiel vom { $date } (Spiel { $deal })
           *[no] Tagesspiel vom { $date } von { $title } (Spiel { $deal })
        }
       *[no] { $standard ->
            [yes] Spiel { $deal }
           *[no] Spiel { $deal } von { $title }
        }
    }
terminal-date = { $day }. { $month ->
        [1] Januar
        [2] Februar
        [3] März
        [4] April
        [5] Mai
        [6] Juni
        [7] Juli
        [8] August
        [9] September
        [10] Oktober
        [11] November
       *[12] Dezember
    } { $year }
terminal-heading = { terminal-deal }, Zug { $moves }{ $basic ->
        [yes] {" "}(einfach: eine Karte pro Zug)
       *[no] {""}
    }
terminal-won = Gewonnen: { terminal-deal } in { $moves } Zügen!
terminal-piles = { $cascades ->
        [one] Spalte { $cascadeNames }
       *[other] Spalten { $cascadeNames }
    }, { $cells ->
        [0] keine freien Zellen
        [one] freie Zelle { $cellNames }
       *[other] freie Zellen { $cellNames }
    }, Ablagestapel h
terminal-opening = Gib einen Zug ein wie { $example } ({ terminal-piles }) oder ? für Hilfe ({ $command } spielt dieses Spiel noch einmal)
terminal-left = { terminal-deal } nach { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    } verlassen ({ $command } spielt es noch einmal)
terminal-quit = Beendet: { terminal-left }
terminal-end-of-input = Ende der Eingabe: { terminal-left }
terminal-undone = Zurückgenommen: wieder bei Zug { $moves }
terminal-redone = Wiederholt: Zug { $moves }
terminal-nothing-to-undo = Nichts zurückzunehmen: Das ist die Stellung wie gegeben
terminal-nothing-to-redo = Nichts zu wiederholen: Seit dem letzten Zug wurde keiner zurückgenommen
terminal-autoplay = Automatisch: { $card } auf den Ablagestapel
terminal-basic-run = Das ist einfaches FreeCell, eine Karte pro Zug, und { $move } würde { $count } Karten bewegen (ohne --basic spielen, um Folgen zu ziehen)
terminal-not-a-move = '{ $move }' ist kein Zug: erst woher, dann wohin ({ terminal-piles }), etwa { $example }
terminal-help-intro = Ein Zug ist woher, dann wohin: { terminal-piles }.
terminal-help-to-cell = oberste Karte von Spalte 3 in die freie Zelle a
terminal-help-from-cell = Karte aus der freien Zelle a auf Spalte 6
terminal-help-home = oberste Karte von Spalte 3 auf ihren Ablagestapel
terminal-help-onto = von Spalte 3 auf Spalte 6: die Karte oder Folge, die passt
terminal-help-run = vier Karten von Spalte 3 auf die leere Spalte 6
terminal-help-basic = (einfaches FreeCell: eine Karte pro Zug, also bewegt 36 nur eine Karte)
terminal-help-autoplay = { $autoplay ->
        [on] Karten, die nicht mehr gebraucht werden, gehen von selbst auf die Ablagestapel.
       *[off] { $cells ->
            [0] Automatik ist aus: Lege Karten selbst ab (3h).
           *[other] Automatik ist aus: Lege Karten selbst ab (3h, ah).
        }
    }
terminal-help-commands = Befehle: u zurück, r wiederholen, ? (oder h) Hilfe, q beenden.
terminal-foundations = Ablage
terminal-solve-impossible = unlösbar
terminal-solve-gave-up = aufgegeben
terminal-solve-summary-deals = Spiele: { $deals } (gelöst { $solved }, unlösbar { $impossible }, aufgegeben { $gaveUp })
terminal-solve-summary-optimal = davon als optimal bewiesen: { $optimal }
terminal-solve-optimal = optimal
terminal-solve-best-found = beste gefundene
terminal-usage = Aufruf
terminal-more-help = (freecell { $command } --help sagt mehr)
terminal-unknown-command = unbekannter Befehl '{ $command }'
terminal-usage-unknown-option = unbekannte Option '{ $option }'
terminal-usage-no-value = { $option } nimmt keinen Wert
terminal-usage-needs = { $option } braucht { $what ->
        [game] den Namen eines Spiels (freecell games listet sie auf)
        [cells] eine Zahl freier Zellen, 0 bis 8
        [position] eine Stellung, so geschrieben, wie die Seite sie schreibt
        [date] ein Datum, geschrieben JJJJ-MM-TT
       *[positive] eine positive ganze Zahl
    }
terminal-usage-twice = { $option } ist zweimal angegeben
terminal-usage-not-a-deal = '{ $given }' ist keine Spielnummer: Die Spiele sind von 1 bis { $max } nummeriert
terminal-usage-one-deal = nur eine Spielnummer auf einmal ('{ $extra }' ist eine zu viel)
terminal-usage-one-date = nur ein Datum auf einmal ('{ $extra }' ist eins zu viel)
terminal-usage-unknown-game = es gibt kein Spiel namens '{ $given }': Die Spiele sind { $games }
terminal-usage-cells = --cells braucht eine Zahl freier Zellen, 0 bis { $max }, nicht '{ $given }'
terminal-usage-empty-range = der Bereich { $range } ist leer
terminal-usage-too-many-deals = { $spec } sind { $count } Spiele: höchstens { $max } werden auf einmal angenommen
terminal-usage-positive = { $option } braucht eine positive ganze Zahl, nicht '{ $given }'
terminal-usage-which-deal = welches Spiel? Gib seine Nummer an, etwa: freecell deal 1
terminal-usage-which-deals = welche Spiele? Etwa 617 oder 1..32000
terminal-usage-which-deals-or-position = welche Spiele? Etwa 617 oder 1..32000 (oder --position TEXT)
terminal-usage-one-mode = wähle einen Modus: --fast oder --optimal, nicht beide
terminal-usage-deals-and-position = gib Spielnummern oder --position an, nicht beides ('{ $deals }' und eine Stellung)
terminal-usage-deal-and-daily = gib eine Spielnummer oder --daily an, nicht beides ('{ $deal }' und ein Datum)
terminal-usage-position-game = eine Stellung nennt ihr Spiel selbst (seahaven:JD9S.../...): Lass --game und --cells weg
terminal-usage-bad-position = --position ist keine Stellung: { $why }
terminal-usage-no-arguments = games nimmt keine Argumente ('{ $word }')
terminal-usage-lang = --lang nimmt eine von { $languages }, nicht '{ $given }'
terminal-daily-not-yet = für den { $date } gibt es noch kein Tagesspiel: es öffnet an diesem Tag
terminal-no-daily-deals = Tagesspiele gibt es für die Jahre { $first } bis { $last }, nicht { $year }
unreadable-pile-count = { $standard ->
        [yes] Eine Stellung
       *[no] Eine Stellung von { $title }
    } hat { $piles } durch '/' getrennte Stapel ({ $cascades } Spalten, { $cells ->
        [one] 1 freie Zelle
       *[other] { $cells } freie Zellen
    }, 4 Ablagen), nicht { $given }
unreadable-not-built-up = { $pile } ist nicht vom Ass an in einer Farbe aufgebaut: { $card } kann dort nicht liegen
unreadable-pile-overfull = { $pile } fasst höchstens { $max ->
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
terminal-game-title = { $cells ->
        [0] { $title } ohne freie Zellen
        [one] { $title } mit 1 freien Zelle
       *[other] { $title } mit { $cells } freien Zellen
    }
terminal-grade-summary = { $deals ->
        [one] { $deals } Spiel
       *[other] { $deals } Spiele
    } von { $title }: { $shares }
terminal-grade-share = { $grade ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
        [impossible] unlösbar
       *[unknown] unbekannt
    } { $count } ({ $percent } %)
terminal-grade-cpu = CPU-Zeit je Spiel: Mittel { $mean } ms, Median { $median } ms, p99 { $p99 } ms, schlechteste { $worst } ms
terminal-help =
    freecell: FreeCell und seine Familie im Terminal

    Aufruf:
      freecell deal N [--columns]                  Spiel N ausgeben
      freecell play [N] [--basic] [--no-autoplay]  Spiel N spielen (ohne N ein zufälliges)
      freecell daily [DATE]                        das Tagesspiel spielen (sonst das heutige)
      freecell solve N|A..B|A,B,...                Spiele lösen
      freecell solve --position TEXT               eine Stellung lösen
      freecell grade N|A..B|A,B,...                wie schwer Spiele sind
      freecell games                               die Spiele auflisten
      freecell <Befehl> --help                     mehr über einen Befehl

    deal, play, daily, solve und grade nehmen --game NAME (freecell,
    bakers-game, eight-off, seahaven, ...; freecell games listet sie) und
    --cells K (0 bis 8 freie Zellen); ohne sie ist es FreeCell mit seinen 4
    freien Zellen. --lang SPRACHE (en, de, fr, es, pl) wählt die Sprache, die
    sonst LC_ALL, LC_MESSAGES und LANG folgt.

    Die Spiele sind Microsofts nummerierte Spiele, 1 bis 2147483647, so gegeben, wie
    jedes Spiel gibt (PySolFCs Nummerierung). Karten schreibt man Rang, dann Farbe
    (7H, TC); Züge in der Standardnotation (3a, a6, 3h, 36, 36/4; 0 ist eine zehnte
    Spalte, und freie Zellen heißen a-g, dann i).

terminal-help-play =
    freecell play: FreeCell oder ein Spiel seiner Familie im Terminal spielen

    Aufruf: freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Spielt Spiel N (1 bis 2147483647). Ohne N wird ein Spiel von 1 bis 1000000
    zufällig gewählt; seine Nummer wird angezeigt, damit es mit freecell play N
    noch einmal gespielt werden kann.

      --basic         einfaches FreeCell: jeder Zug bewegt eine Karte (eine Folge
                      wird Karte für Karte über die freien Zellen bewegt)
      --no-autoplay   jede Karte selbst auf die Ablage legen (um eine Lösung von
                      freecell solve einzutippen, die jeden Zug auf die Ablage
                      ausschreibt)
      --game NAME     das Spiel (Vorgabe freecell; freecell games listet sie auf:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       seine Zahl freier Zellen, 0 bis 8 (Vorgabe: die des Spiels)
      -h, --help      diese Hilfe

    Der Bildschirm zeigt die freien Zellen (a-d in FreeCell), die vier
    Ablagestapel, die Spalten (1-8 in FreeCell; die unterste Karte jeder Spalte
    oben auf dem Bildschirm) und die Zugnummer. Karten sind der Rang (A 2-9 T J
    Q K), dann die Farbe (C D H S).

    Einen Zug tippen, von wo, dann wohin, und Enter drücken:
      3a      oberste Karte von Spalte 3 in die freie Zelle a
      a6      Karte der freien Zelle a auf Spalte 6
      3h      oberste Karte von Spalte 3 auf ihren Ablagestapel (ah: aus der
              freien Zelle a)
      36      von Spalte 3 auf Spalte 6: die Karte oder die Folge von Karten,
              die dort passt
      36/4    vier Karten von Spalte 3 auf Spalte 6, wenn 6 leer ist
    Eine zehnte Spalte (Seahaven Towers) ist 0; freie Zellen heißen ab a,
    ohne h, das der Ablage gehört: die acht von Eight Off sind a-g und i.
    Und die Befehle:
      u  letzten Zug zurücknehmen   r  zurückgenommenen Zug wiederholen
      ?  Hilfe                      q  beenden

    Ein Zug, den die Regeln nicht erlauben, wird mit Begründung abgelehnt, und
    nichts ändert sich.
    Nach jedem Zug gehen Karten, die auf den Spalten nicht mehr gebraucht werden,
    von selbst auf die Ablage (autoplay: 2H auf die Ablage); Zurücknehmen nimmt
    einen Zug samt dem folgenden Autoplay zurück.

    Züge können über eine Pipe kommen, einer je Zeile:
    printf '3a\n36\n' | freecell play 1.
    Farbe wird verwendet, wenn die Ausgabe ein Terminal ist und NO_COLOR nicht
    gesetzt ist. Exit-Status: 0, wenn das Spiel endet (gewonnen, beendet oder Ende
    der Eingabe), 2 bei falschen Argumenten.

    Beispiele:
      freecell play 617
      freecell play 1 --game seahaven
      freecell play --cells 2

terminal-help-daily =
    freecell daily: das Tagesspiel spielen, das Spiel des Tages der Seite

    Aufruf:
      freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Spielt das Tagesspiel von DATE (JJJJ-MM-TT, etwa 2026-11-28), ohne DATE
    das heutige: ein Spiel am Tag für jede Variante und jede Zahl freier
    Zellen, für alle Spieler gleich, das Tagesspiel der Seite an diesem Datum.
    Heute ist das lokale Datum des Rechners (die Zeitzone aus TZ, sonst die
    des Systems). Die Woche geht von leichten Spielen am Montag und Dienstag
    über mittlere zu schweren am Wochenende; jedes hat der Löser gewonnen.

    Ein Datum, das kein Tag ist, außerhalb der Jahre 2000 bis 2999 liegt oder
    nach heute kommt, wird mit Begründung abgelehnt, und kein Spiel beginnt.
    Der Titel nennt das Datum und die Spielnummer.

      --basic         einfaches FreeCell: jeder Zug bewegt eine Karte
      --no-autoplay   jede Karte selbst auf die Ablage legen
      --game NAME     das Spiel (Vorgabe freecell; freecell games listet sie auf:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       seine Zahl freier Zellen, 0 bis 8 (Vorgabe: die des Spiels)
      -h, --help      diese Hilfe

    Züge und Befehle sind die von freecell play (freecell play --help sagt
    mehr). Exit-Status: 0, wenn das Spiel endet (gewonnen, beendet oder Ende
    der Eingabe), 2 bei falschen Argumenten oder einem abgelehnten Datum.

    Beispiele:
      freecell daily
      freecell daily 2026-11-28
      freecell daily 2026-11-28 --game seahaven --cells 2

terminal-help-solve =
    freecell solve: nummerierte Spiele oder eine Stellung lösen, von FreeCell oder
    seiner Familie

    Aufruf:
      freecell solve DEALS [--game NAME] [--cells K] [--fast | --optimal] [--json]
    {"                       ["}--quiet] [--max-nodes N] [--threads N]
      freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N]

    DEALS ist eine Spielnummer (617), ein Bereich (1..32000, beide Enden
    eingeschlossen) oder eine Kommaliste davon (1..100,617,11982). Spiele sind
    von 1 bis 2^31 - 1 nummeriert. --game NAME und --cells K wählen das Spiel
    (Vorgabe freecell mit 4 freien Zellen; freecell games listet die Spiele auf).

    TEXT ist eine Stellung auf einer Zeile, wie die Adresse ?position= der Seite
    und GameBoard::to_text sie schreiben: die Spalten, dann die freien Zellen,
    dann die 4 Ablagestapel, jeder Stapel mit der untersten Karte zuerst, Stapel
    durch / getrennt. Ein anderes Spiel als FreeCell steht vorn, dann ein
    Doppelpunkt (seahaven:JD9SJS4D6D/.../...), sodass der Text kein --game
    braucht. Für die Shell in Anführungszeichen setzen.

    Ein Spiel oder eine Stellung: gibt seine Lösung auf einer Zeile aus, Züge in
    der Standardnotation (Spalten 1-8, 0 für eine zehnte; freie Zellen a-d, a-g
    und i bei acht; Ablage h: 3a a6 3h 36 36/4), jeder Zug auf die Ablage
    ausgeschrieben (freecell play legt Karten von selbst ab: um dort eine Lösung
    einzutippen, mit --no-autoplay spielen); oder das Wort `unlösbar` (das ganze
    erreichbare Spiel wurde durchsucht: es gibt keine Lösung) oder `aufgegeben`
    (das Budget war erschöpft). Eine schon gewonnene Stellung hat eine Lösung
    ohne Züge: eine leere Zeile. Mit --optimal beginnt die Zeile mit dem Urteil
    und einem Doppelpunkt: `optimal:`, wenn keine Lösung weniger Züge hat
    (bewiesen), `beste gefundene:`, wenn das Budget vor dem Beweis erschöpft war.

    Mehrere Spiele: eine Zeile je Spiel (Spiel, Ergebnis, Züge ohne Züge auf die
    Ablage (0, wenn nicht gelöst), Millisekunden, Züge), auf allen Kernen gelöst,
    dann eine Zusammenfassung: wie viele gelöst, als unlösbar bewiesen oder
    aufgegeben wurden; die gesamte CPU-Zeit und die je Spiel (die CPU-Zeit des
    Threads jedes Spiels unter Linux, sonst seine Echtzeit; und unter Linux
    die des ganzen Prozesses, die auch das Geben der Spiele zählt); die mittlere
    Lösungslänge ohne Züge auf die Ablage; und Median, 99. Perzentil und
    schlechteste Länge (der gelösten Spiele; keine, wenn keines gelöst wurde)
    und Zeit. Der Median einer geraden Anzahl ist der kleinere der beiden
    mittleren Werte.

    Optionen:
      --game NAME      das Spiel der Spiele (Vorgabe freecell)
      --cells K        seine Zahl freier Zellen, 0 bis 8 (Vorgabe: die des Spiels)
      --position TEXT  diese Stellung statt Spielen lösen
      --fast           der schnelle Modus: Bestensuche in Runden, längere Lösungen
      --optimal        die wenigsten Züge (Züge auf die Ablage nicht gezählt),
                       durch eine A*-Suche bewiesen, wenn das Budget reicht;
                       Urteil `optimal` oder `beste gefundene`
      --json           maschinenlesbare Ausgabe (ein JSON-Objekt: deals, summary)
      --quiet          mehrere Spiele: nur die Zusammenfassung ausgeben
      --max-nodes N    die meisten Stellungen, die je Spiel erweitert werden
                       (Vorgabe 20000000)
      --threads N      wie viele Threads (Vorgabe: alle Kerne)

    Exit-Status: 0, wenn jedes Spiel gelöst oder als unlösbar bewiesen wurde, 1,
    wenn der Löser bei einem Spiel aufgab, 2 bei einer falschen Befehlszeile.

    Beispiele:
      freecell solve 617
      freecell solve 1..1000 --fast --quiet
      freecell solve 1..100 --game bakers-game
      freecell solve 1..20 --optimal --max-nodes 2000000
      freecell solve --position 'seahaven:JD9SJS4D6D/.../...'

terminal-help-deal =
    freecell deal: ein nummeriertes Spiel von FreeCell oder seiner Familie ausgeben

    Aufruf: freecell deal N [--columns] [--game NAME] [--cells K]
            freecell deal --daily DATE [--columns] [--game NAME] [--cells K]

    N ist die Spielnummer, von 1 bis 2147483647 (der Bereich des Microsoft-
    Generators; Windows nummerierte seine Spiele 1 bis 32000, später 1 bis
    1000000).

    Die Karten werden in der Reihenfolge ausgegeben, in der sie gegeben werden,
    eine Zeile je Runde: der Geber legt reihum eine Karte auf jede Spalte, also
    ist die erste Zeile die unterste Karte jeder Spalte (acht in FreeCell: sieben
    Zeilen, die letzte mit vier Karten), und die Zeilen lesen sich wie der Tisch
    selbst. Wo das Spiel seine letzten Karten in freie Zellen gibt (eight-off,
    forecell, seahaven), zeigt eine letzte Zeile die freien Zellen, a bis zur
    letzten, - für eine leere.

      --columns     stattdessen eine Zeile je Spalte ausgeben, ab Spalte 1, jede
                    von der untersten bis zur obersten Karte (dann die Zeile der
                    freien Zellen, wie oben)
      --daily DATE  statt Spiel N das Tagesspiel von DATE (JJJJ-MM-TT): das
                    Spiel, das freecell daily DATE spielt (ein Datum nach
                    heute wird abgelehnt)
      --game NAME   das Spiel (Vorgabe freecell; freecell games listet sie auf)
      --cells K     seine Zahl freier Zellen, 0 bis 8 (Vorgabe: die des Spiels);
                    eine Karte, die das Spiel in eine fehlende freie Zelle geben
                    würde, kommt auf die Spalten
      -h, --help    diese Hilfe

    Spiel N jedes Spiels ist die Microsoft-Mischung N, so gegeben, wie jenes
    Spiel gibt, wie PySolFC seine Spiele nummeriert. Karten sind zwei Zeichen:
    der Rang (A 2-9 T J Q K), dann die Farbe (C D H S), wie in 7H oder TC.

    Beispiele:
      freecell deal 1
      freecell deal 617 --columns
      freecell deal 1 --game seahaven --columns
      freecell deal --daily 2026-11-28

terminal-help-grade =
    freecell grade: wie schwer Spiele sind

    Aufruf: freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N]
    {"                             ["}--threads N] [--quiet]

    Bewertet jedes Spiel (617, 1..32000, 1..100,617) danach, mit wie wenigen
    freien Zellen der Löser es gewinnt, die gegebene Auslage ohne ihre leeren
    Zellen (die übrigen Karten von ForeCell, auf jeder Zelle, kommen teils
    stattdessen auf die Spalten). In FreeCell: leicht, wenn er es mit 1 Zelle
    gewinnt, mittel mit 2, sonst schwer; jedes Spiel hat eigene Grenzen
    (Seahaven Towers und ForeCell: 2 und 3; Baker's Game: leicht mit 3 Zellen,
    mittel mit 4 innerhalb von 1.000 Stellungen). Nur diese Anzahlen und die
    des Spiels werden versucht. Spiele, die er mit allen Zellen nicht gewinnen
    kann, haben keine Stufe: unlösbar (bewiesen) oder unbekannt (das Budget war
    erschöpft). Eine Zeile je Spiel (Spiel, Stufe, die wenigsten Zellen, mit
    denen es von den versuchten Anzahlen gewonnen wurde, Stellungen, ms), dann
    der Anteil jeder Stufe und die Zeit je Spiel.

      --max-nodes N    die meisten Stellungen, die jeder Lauf des Lösers erweitert
                       (Vorgabe 100000)
      --threads N      wie viele Threads (Vorgabe: alle Kerne)
      --quiet          nur die Zusammenfassung

terminal-help-games =
    freecell games: die Spiele auflisten

    Aufruf: freecell games

    Eine Zeile je Spiel: der Name, den --game nimmt (freecell deal, play und
    solve), der Titel des Spiels, seine freien Zellen und Spalten und was es
    auszeichnet. Jedes Spiel kann mit einer anderen Zahl freier Zellen gespielt
    werden, 0 bis 8 (--cells K).

terminal-solve-summary-cpu = CPU-Zeit: { $total } s insgesamt ({ $threads ->
        [one] { $threads } Thread
       *[other] { $threads } Threads
    }, { $wall } s Echtzeit{ $process }); je Spiel: Mittel { $mean } ms, Median { $median } ms, p99 { $p99 } ms, schlechteste { $worst } ms
terminal-solve-summary-process = { $seconds } s für den ganzen Prozess
terminal-solve-summary-lengths = Länge ohne Züge auf die Ablage: { $lengths }
terminal-solve-summary-length-figures = Mittel { $mean }, Median { $median }, p99 { $p99 }, schlechteste { $worst }
terminal-solve-summary-none-solved = keines gelöst
terminal-games-sizes = { $cells ->
        [one] 1 Zelle
       *[other] { $cells } Zellen
    }, { $cascades } Spalten
terminal-game-summary-freecell = 4 freie Zellen, 8 Spalten, absteigend in wechselnden Farben gebaut
terminal-game-summary-bakers-game = FreeCell, die Spalten absteigend in einer Farbe gebaut
terminal-game-summary-ko-bakers-game = Baker's Game, in dem nur ein König eine leere Spalte beginnen darf
terminal-game-summary-relaxed-freecell = FreeCell, in dem jede Folge auf einmal ziehen darf
terminal-game-summary-eight-off = 8 freie Zellen, 4 davon mit einer Karte; in einer Farbe, Könige auf leere Spalten
terminal-game-summary-forecell = FreeCell mit den letzten 4 Karten in den freien Zellen, Könige auf leere Spalten
terminal-game-summary-seahaven = 10 Spalten in einer Farbe, 2 Karten in den freien Zellen, Könige auf leere Spalten
