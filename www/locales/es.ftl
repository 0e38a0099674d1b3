# Las palabras de la página en español (la fuente es en.ftl).

## Bar: the title, the score and the buttons above the board

bar-moves = Movimientos
bar-time = Tiempo
bar-new-game = Nueva partida
bar-undo = Deshacer
bar-redo = Rehacer
bar-hint = Pista
bar-menu = Menú
bar-checking = Comprobando…
bar-status-won = Ganada
bar-status-winnable = Se puede ganar
bar-status-lost = Perdida desde aquí
    .short = Perdida
bar-status-unknown = Desconocido (el solucionador se rindió)
    .short = Desconocido
bar-status-error = Desconocido ({ $error })
bar-deal = Partida { $deal }
bar-deal-after-name = partida { $deal }
bar-position = Posición propia
bar-position-after-name = posición propia
bar-daily = Partida del día, { $date }
bar-daily-of-game = { $game }: partida del día, { $date }
grade-easy = Fácil
grade-medium = Media
grade-hard = Difícil
grade-impossible = Imposible

## Menu

menu-label =
    .aria-label = Menú
menu-stats = Jugadas { $played } · Ganadas { $won } ({ $rate }) · Racha { $streak } (mejor { $best })
menu-par = Par { $count }
menu-par-busy = Par …
menu-par-none = Sin par
menu-par-unknown = Par desconocido
menu-par-title = La solución del solucionador para esta partida, contada como cuenta el contador de movimientos
par-why-position = sin par para una posición
par-why-busy = el par se está calculando
par-why-impossible = sin par: esta partida no se puede ganar
par-why-gave-up = par desconocido (el solucionador se rindió)
par-why-autoplay = par desconocido con este juego automático
menu-solve = Resolver
menu-stop = Parar
menu-watch = Ver la solución
menu-restart = Reiniciar
menu-replay = Repetir la partida
menu-copy-link = Copiar el enlace a esta partida
menu-daily = Partida del día
menu-statistics = Estadísticas
menu-settings = Ajustes
menu-rules = Cómo se juega
menu-keys = Atajos de teclado
menu-read-table = Leer la mesa
menu-mute = Silenciar

## The board, the banners and the dock under it

board-label =
    .aria-label = Tablero de FreeCell: las flechas van de montón en montón, Intro o Espacio coge y suelta
# Los tres nombres de montón son femeninos: una frase dice «la { $pile }».
pile-cascade = columna { $number }
pile-freecell = celda libre { $name }
pile-foundation = fundación { $number }
pile-contents = { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }, encima { $card }
pile-contents-empty = vacía
card-on-pile = { $card }, { $pile }{ $count ->
        [1] {""}
       *[other] , carta { $position } de { $count }
    }
stuck = No queda ningún movimiento. Deshaz, reinicia o juega una nueva partida.
coach-label =
    .aria-label = Dónde se perdió la partida
coach-take-back = Llévame atrás
close = Cerrar
viewer-back = ◀︎ Atrás
    .aria-label = Un movimiento atrás
viewer-slider =
    .aria-label = Movimiento
viewer-forward = Adelante ▶︎
    .aria-label = Un movimiento adelante
viewer-continue = Seguir desde aquí

## The win dialog and sharing

win-title = ¡Has ganado!
win-title-given = Resuelto
win-new = Nueva partida
win-share = Compartir
win-copy = Copiar el enlace a esta partida
win-close = Ver el tablero
share-title = Enlace a esta partida
share-note = Este navegador no deja que la página lo copie: copia el enlace de abajo (está seleccionado).
# $kind: daily, deal or position; $game: the game's name, or none for FreeCell.
win-what = { $game ->
        [none] { $kind ->
            [daily] La partida del día { $date }
            [deal] Partida { $deal }
           *[position] Esta posición
        }
       *[other] { $game }, { $kind ->
            [daily] la partida del día { $date }
            [deal] partida { $deal }
           *[position] esta posición
        },
    }
win-par = ; { $proven ->
        [yes] par { $par }, el mínimo posible
        [no] par { $par }, el mejor encontrado
       *[asking] par { $par }, el mejor encontrado hasta ahora (buscando menos)
    }
win-par-why = { " " }({ $why })
win-hints = Pistas usadas: { $nudge ->
        [one] 1 aviso
       *[other] { $nudge } avisos
    }, { $lit } marcadas, { $played } jugadas.
win-no-hints = Sin pistas.
win-solved-given = { $what } resuelta en { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }{ $par }. { $given } vinieron de Resolver, de una solución o de un enlace, así que no cuenta como victoria.
win-solved = { $what } resuelta en { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    } y { $time }{ $par }. { $hints }
win-stats = Jugadas { $played }, ganadas { $won }, racha { $streak } (mejor { $best }).
win-daily-streak = Racha diaria { $streak } (mejor { $best }).
win-daily-late = Ganada después de su día, esta partida deja la racha diaria como está: { $streak } (mejor { $best }).
share-text = { $game }, partida del día { $date }: { $won ->
        [yes] ganada en { $moves ->
            [one] 1 movimiento
           *[other] { $moves } movimientos
        }
       *[no] resuelta con ayuda en { $moves ->
            [one] 1 movimiento
           *[other] { $moves } movimientos
        }
    }{ $par ->
        [none] {""}
       *[other] { " " }(par { $par })
    }, { $time }. Racha diaria: { $streak ->
        [one] 1 día
       *[other] { $streak } días
    }.

## Settings

settings-title = Ajustes
settings-language = Idioma
settings-language-auto = Automático (el del navegador)
settings-deck = Colores de las cartas
settings-deck-two = Dos: rojo, negro
settings-deck-four-blue = Cuatro, diamantes azules
settings-deck-four-orange = Cuatro, diamantes naranjas
settings-index = Índices grandes en las esquinas
settings-theme = Tema
settings-theme-auto = Automático: verde, oscuro si el sistema lo está
settings-theme-felt = Tapete verde
settings-theme-dark = Mesa oscura
settings-theme-classic = Clásico
settings-theme-contrast = Alto contraste
settings-hand = Zurdo: fundaciones y botones a la izquierda
settings-speed = Animación
settings-speed-off = Instantánea
settings-speed-fast = Rápida
settings-speed-normal = Normal
settings-speed-slow = Lenta
settings-motion-note = Tu sistema pide menos movimiento, así que las cartas no se deslizan.
settings-sound = Sonido
settings-sound-on = Sí
settings-sound-off = No
settings-volume = Volumen
settings-autoplay = Juego automático
settings-autoplay-off = No
settings-autoplay-safe = Cartas seguras
settings-autoplay-all = Todas las cartas
settings-done = Hecho

## Statistics

stats-title = Estadísticas
stats-played = Jugadas
stats-won = Ganadas
stats-rate = Porcentaje de victorias
stats-streak = Racha
stats-best = Mejor racha
stats-fewest = Menos movimientos
stats-fastest = Victoria más rápida
stats-par = Par demostrado alcanzado
stats-par-value = { $matched } de { $proven }
stats-progress = En curso
stats-hints = Pistas en partidas ganadas
stats-hints-value = { $nudge ->
        [one] 1 aviso
       *[other] { $nudge } avisos
    }, { $lit } marcadas, { $played } jugadas
stats-saved = Partidas guardadas
stats-saved-note = Cada partida en curso se guarda: abre su número otra vez para seguir. Exportar guarda todas las partidas, las estadísticas y los ajustes en un archivo; Importar añade las partidas de un archivo a las de este navegador.
stats-export = Exportar
stats-import = Importar…
game-kind = { $game }, { $cells ->
        [one] 1 celda libre
       *[other] { $cells } celdas libres
    }
stats-exported = { $count ->
        [one] Exportada 1 partida
       *[other] Exportadas { $count } partidas
    }, las estadísticas y los ajustes.
stats-unreadable = No se pudo leer el archivo. No se cambió nada.
stats-refused = { $reason } No se cambió nada.
stats-full = No hay espacio en el almacenamiento de este navegador para estas partidas. No se cambió nada.
stats-imported = { $settings ->
        [yes] { $count ->
            [one] Importada 1 partida
           *[other] Importadas { $count } partidas
        } y los ajustes.
       *[no] { $count ->
            [one] Importada 1 partida.
           *[other] Importadas { $count } partidas.
        }
    }

## Feats
menu-feats = Hazañas
feats-title = Hazañas
feats-summary = { $earned } de { $total } hazañas logradas
feats-earned-state = Lograda
feats-not-yet = Aún no
feats-certified = certificada por el solucionador
feats-earned = { $count ->
    [one] Hazaña lograda: { $feats }.
   *[other] Hazañas logradas: { $feats }.
}
feats-unit-wins = Victorias: { $have } de { $need }
feats-unit-par = Victorias con par demostrado: { $have } de { $need }
feats-unit-games = Juegos: { $have } de { $need }
feats-unit-deals = Repartos: { $have } de { $need }
feats-unit-streak = Mejor racha: { $have } de { $need }
feats-unit-dailies = Repartos del día: { $have } de { $need }
feats-unit-days = Días seguidos: { $have } de { $need }
feats-unit-goals = Objetivos cumplidos en tu mejor mes: { $have } de { $need }
feat-first-win = Primera victoria
feat-first-win-about = Gana una partida.
feat-wins-10 = Diez victorias
feat-wins-10-about = Gana 10 partidas.
feat-wins-100 = Cien victorias
feat-wins-100-about = Gana 100 partidas.
feat-no-undo = Sin vuelta atrás
feat-no-undo-about = Gana un reparto sin Deshacer.
feat-no-hint = Por tu cuenta
feat-no-hint-about = Gana un reparto sin pistas.
feat-unaided = Victoria limpia
feat-unaided-about = Gana un reparto sin Deshacer ni pistas.
feat-quick = Rápido
feat-quick-about = Gana un reparto en menos de tres minutos.
feat-lightning = Relámpago
feat-lightning-about = Gana un reparto en menos de 90 segundos.
feat-few-moves = Ahorrador
feat-few-moves-about = Gana un reparto en 60 movimientos o menos.
feat-zero-cells = Sin celdas libres
feat-zero-cells-about = Gana un reparto con 0 celdas libres.
feat-fewer-cells = Con pocas celdas
feat-fewer-cells-about = Gana un reparto con menos celdas libres de las que tiene su juego.
feat-fewest-cells = Las menos celdas
feat-fewest-cells-about = Gana un reparto con las menos celdas libres que permite: el solucionador demuestra que con una menos es imposible.
feat-par = Par demostrado
feat-par-about = Gana un reparto en los menos movimientos posibles, como los demuestra el solucionador.
feat-par-10 = Diez veces el par
feat-par-10-about = Gana 10 repartos en los menos movimientos posibles.
feat-hard-no-hint = Difícil sin ayuda
feat-hard-no-hint-about = Gana un reparto difícil sin pistas.
feat-every-game = Toda la familia
feat-every-game-about = Gana un reparto de cada juego de la familia.
feat-deals-10 = Diez repartos
feat-deals-10-about = Gana 10 repartos distintos.
feat-streak-5 = Cinco seguidas
feat-streak-5-about = Gana 5 partidas seguidas.
feat-daily = Del día
feat-daily-about = Gana un reparto del día en su día.
feat-daily-7 = Siete del día
feat-daily-7-about = Gana 7 repartos del día.
feat-daily-streak-7 = Una semana del día
feat-daily-streak-7-about = Gana el reparto del día siete días seguidos.
feat-diamond-month = Un mes de diamante
feat-diamond-month-about = Cumple { $need } objetivos del día en un mes: su insignia de diamante.

## New game

new-game-title = Nueva partida
new-game-game = Juego
new-game-cells = Celdas libres
new-game-difficulty = Dificultad de una partida al azar
difficulty-any = Cualquiera
difficulty-easy = Fácil
difficulty-medium = Media
difficulty-hard = Difícil
new-game-deal = Número de partida
new-game-random =
    .placeholder = Al azar
new-game-cancel = Cancelar
new-game-play = Jugar
new-game-bad-number = Un número de partida es un número entero como 617; déjalo vacío para una partida al azar.

## Keyboard shortcuts

keys-title = Atajos de teclado
key-enter = Intro
key-space = Espacio
key-escape = Esc
key-shift = Mayús
key-ctrl = Ctrl
keys-or = o
keys-piles = Ir de montón en montón
keys-pick = Coger las cartas del montón, o dejarlas en él
keys-carry = Llevar una carta más, o una menos
keys-escape = Soltar las cartas; cerrar un cuadro o el menú
keys-undo = Deshacer
keys-redo = Rehacer
keys-hint = Pista (pulsa otra vez para más)
keys-new = Nueva partida
keys-read-table = Leer toda la mesa en voz alta, montón por montón

## Daily deal

daily-title = Partida del día
daily-note = Una partida al día, la misma para todos: fácil el lunes y el martes, media de miércoles a viernes, difícil el fin de semana.
daily-prev =
    .aria-label = Mes anterior
daily-next =
    .aria-label = Mes siguiente
daily-legend-won = ganada en 87 movimientos, par 80
daily-legend-played = jugada, no ganada
daily-legend-today = hoy
daily-today = Partida de hoy
daily-streak = Racha diaria: { $streak ->
        [one] 1 día
       *[other] { $streak } días
    } (mejor { $best }), contando los días ganados el mismo día.
daily-day-won = { $date }, ganada
daily-day-won-moves = { $date }, ganada en { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }
daily-day-won-par = { $date }, ganada en { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }, par { $par }
daily-day-played = { $date }, jugada, no ganada
daily-day-future = { $date }, aún no abierta
daily-day-not-played = { $date }, no jugada
daily-day-today = { $label }, hoy
daily-not-yet = Aún no hay partida del día para el { $date }: se abre ese día.
daily-finding = Buscando la partida del día { $date }…
daily-none = No hay partida del día: { $error }.
daily-bad-date = una fecha se escribe AAAA-MM-DD, como 2026-11-28, no { $given }
daily-bad-month = un mes va del 1 al 12, no { $month }
daily-bad-day = { $month } tiene días del 1 al { $last }, no { $day }
daily-future-today = { $reason } Se muestra la partida de hoy en su lugar.

## Daily goals
goal-tier-easy = Fácil
goal-tier-medium = Medio
goal-tier-hard = Difícil
goal-kind-win = Ganar la partida
goal-kind-fewer-cells = Ganar con { $cells ->
        [one] 1 carta
       *[other] { $cells } cartas
    } como mucho a la vez en las celdas libres
goal-kind-no-free-cell = Ganar sin usar ninguna celda libre
goal-kind-within-moves = Ganar en { $moves } movimientos como mucho
goal-kind-aces-home = Subir los cuatro ases en { $moves } movimientos como mucho
goal-kind-no-undo = Ganar sin Deshacer
goal-kind-no-hint = Ganar sin pistas
goal-kind-within-time = Ganar en { $minutes } minutos como mucho
goal-title = Objetivo { $tier }, { $game }: { $goal }
goal-progress-aces = Ases subidos: { $aces } de 4, { $left ->
        [one] queda 1 movimiento
       *[other] quedan { $left } movimientos
    } ({ $cards } cartas subidas)
goal-progress-moves = Cartas subidas: { $cards } de 52, { $left ->
        [one] queda 1 movimiento
       *[other] quedan { $left } movimientos
    }
goal-progress-time = Cartas subidas: { $cards } de 52, quedan { $time }
goal-progress-cells = Cartas subidas: { $cards } de 52; como mucho a la vez en las celdas libres: { $used } de { $allowed }
goal-progress-cards = Cartas subidas: { $cards } de 52
goal-met = ¡Objetivo cumplido!
goal-lost = Este objetivo ya no se puede cumplir en esta partida: { $why } Reintentar empieza la partida de nuevo.
goal-lost-moves-spent = se hicieron más de { $limit } movimientos.
goal-lost-time-spent = se acabó el tiempo.
goal-lost-cells-used = hubo { $used } cartas a la vez en las celdas libres, se permiten { $allowed }.
goal-lost-undone = se usó Deshacer.
goal-lost-hinted = se mostró una pista.
goal-lost-given = se jugaron movimientos por ti.
goal-unjudged = Esta partida no se puede juzgar según el objetivo (no se guardaron todos sus pasos). Reintentar empieza la partida de nuevo.
goal-try-again = Reintentar
goal-met-said = Objetivo { $tier } cumplido: { $goal }.
goal-unknown = No hay ningún objetivo «{ $goal }»: un objetivo del día es easy, medium o hard.
goal-finding = Buscando los objetivos del { $date }…
goal-none = No hay objetivos: { $error }.
badge-name = { $badge ->
        [bronze] Insignia de bronce
        [silver] Insignia de plata
        [gold] Insignia de oro
        [diamond] Insignia de diamante
       *[none] Sin insignia
    }
daily-month-goals = Objetivos cumplidos este mes: { $count }.
daily-month-goals-next = Objetivos cumplidos este mes: { $count }; faltan { $needs } para la de { $next ->
        [silver] plata
        [gold] oro
        [diamond] diamante
       *[bronze] bronce
    }.
daily-goals-title = Objetivos del { $date }
daily-goals-future = Los objetivos de este día aún no están abiertos.
daily-goals-finding = Buscando los objetivos de este día…
daily-goal-text = { $tier }: { $goal } ({ $game })
daily-goal-met = Objetivo { $tier }, cumplido: { $goal }, { $game }
daily-goal-open = Objetivo { $tier }, aún sin cumplir: { $goal }, { $game }
daily-day-goals = { $label }; { $count ->
        [one] 1 objetivo cumplido
       *[other] { $count } objetivos cumplidos
    }: { $tiers }
daily-legend-goals = objetivos cumplidos: Fácil, Medio, Difícil
goals-prev =
    .aria-label = Día anterior
goals-next =
    .aria-label = Día siguiente

## How to play: the page's own words (the rules themselves are in the group Rules)

rules-title = Cómo se juega
rules-title-game = Cómo se juega a { $game }
rules-moving = Mover cartas
rules-drag = Arrastra una carta, o una escalera de cartas, con el ratón, un dedo o un lápiz; o haz clic (toca) en ella y luego en el sitio al que va.
rules-double = Un doble clic (doble toque) en una carta la envía a su fundación, o si no al mejor sitio al que puede ir.
rules-keys = Teclas: las flechas van de montón en montón, Intro o Espacio coge y suelta (Mayús+Arriba y Mayús+Abajo llevan una carta más o menos), Esc suelta. U o Ctrl+Z deshace, Ctrl+Y rehace, H da una pista.
rules-autoplay = Las cartas que ya no necesita ninguna otra van solas a las fundaciones (Juego automático, en Ajustes).
rules-stuck = ¿Atascado? Pista muestra un movimiento en tres pasos y, cuando una partida ya no se puede ganar, Llévame atrás encuentra el movimiento que la perdió.
new-game-cells-option = { $usual ->
        [yes] { $cells ->
            [one] 1 celda libre (lo normal)
           *[other] { $cells } celdas libres (lo normal)
        }
       *[no] { $cells ->
            [one] 1 celda libre
           *[other] { $cells } celdas libres
        }
    }

## Messages: what the page says under the board, and to screen readers

msg-updated = La página se ha actualizado a su nueva versión; tu partida está como la dejaste.
msg-extras-failed = No se pudo cargar una parte de la página (Nueva partida, Pista, los diálogos, los sonidos): recarga la página para intentarlo de nuevo. Tu partida está guardada.
msg-random-instead = { $reason } Se abrió una partida al azar en su lugar.
msg-usual-cells = { $reason } La partida se abrió con las celdas libres habituales del juego.
msg-from-elsewhere = Esta partida se jugó en otra pestaña: se muestra como está allí ahora.
msg-not-kept-move = Tu movimiento ({ $move }) no se guardó: esta partida se jugó a la vez en otra pestaña y se muestra como está allí ahora.
msg-not-kept = Tu último cambio no se guardó: esta partida se jugó a la vez en otra pestaña y se muestra como está allí ahora.
msg-watching = Esto es un paso que estás viendo, no tu partida: «Seguir desde aquí» juega desde él.
msg-imported-later = El archivo importado tenía un guardado más reciente de esta partida: se muestra como está en él.
msg-foundation-stays = Las cartas de una fundación se quedan allí.
msg-only-top = { $count ->
        [one] Solo la carta de arriba de la { $pile } puede moverse ahora.
       *[other] Solo las { $count } cartas de arriba de la { $pile } pueden moverse juntas ahora.
    }
msg-no-legal-move = No hay ningún movimiento válido para { $card }.
msg-daily-no-save = Esta partida del día no tiene partida guardada que reanudar.
msg-daily-won-before = Ya ganaste esta partida del día, en { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }: se muestra tal como la ganaste. Reiniciar la juega de nuevo.
msg-in-progress-daily = Esta partida del día es la partida en curso; Reiniciar la vuelve a repartir.
msg-in-progress-deal = La partida { $deal } es la partida en curso; Reiniciar la vuelve a repartir.
msg-in-progress-position = Esta posición es la partida en curso.
msg-resumed-daily = La partida del día sigue donde se dejó: { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }.
msg-resumed-deal = La partida { $deal } sigue donde se dejó: { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }.
msg-resumed-position = La posición sigue donde se dejó: { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }.
msg-drop-here = Suelta las cartas en un montón resaltado.
msg-link-copied = El enlace a esta partida está copiado: repite cada movimiento.
msg-result-copied = Tu resultado está copiado, con el enlace a la partida del día.
msg-finding-deal = { $difficulty ->
        [easy] Buscando una partida fácil…
        [medium] Buscando una partida media…
        [hard] Buscando una partida difícil…
       *[any] Buscando una partida…
    }
msg-no-new-deal = No hay partida nueva: { $error }.
msg-new-deal = Partida { $deal }.
table-pile = { $pile }: { $cards }.
table-pile-empty = { $pile }: sin cartas.
table-state = En las fundaciones: { $home } de { $total } cartas; celdas libres vacías: { $free }.
msg-new-game-dealt = Nueva partida repartida.
msg-game-restarted = Partida reiniciada.
offer-undo = Deshacer
msg-game-back = Tu partida ha vuelto tal como la dejaste.
msg-new-deal-grade = Partida { $deal }, { $grade }.
msg-no-solution = No hay solución desde aquí.
msg-no-solution-undo = No hay solución desde aquí: deshaz unos cuantos movimientos.
msg-no-solution-deal = No hay solución: esta partida no se puede ganar, ni siquiera desde el principio.
msg-no-solution-position = No hay solución: esta posición no se puede ganar, ni siquiera desde el principio.
msg-solver-error = Sin pista: { $error }.
msg-hint-gave-up = Sin pista: el solucionador se rindió con esta posición.
error-refused = eso no se puede hacer
error-position = esta no es una posición que la página pueda leer: contiene cada montón y las 52 cartas, escritas como la página las escribe
error-move = '{ $given }' no es un movimiento en la notación estándar, como 3a, 36 o 36/4
solver-load = no se pudo cargar el solucionador
solver-none-found = no apareció ninguna partida así en { $tries ->
        [one] { $tries } intento
       *[other] { $tries } intentos
    }
solver-date = esa fecha no tiene ninguna
solver-failed = el solucionador se detuvo
msg-hint-1 = Pista 1 de 3: fíjate en { $card }.
msg-hint-2 = Pista 2 de 3: { $move }.
msg-hint-3 = Pista 3 de 3, jugada: { $move }.
save-unreadable = No se pudo leer la partida guardada, así que ha empezado una nueva.
save-no-storage = Este navegador no deja que el juego guarde su progreso.
save-full = El almacenamiento del navegador está lleno: no se pudo guardar esta partida.
save-history-cut = El almacenamiento del navegador estaba lleno: para guardar esta partida se borraron los pasos para deshacer de otra ({ $what ->
        [daily] { $kind }: partida del día, { $date }
        [position] { $kind }: posición propia
       *[deal] { $kind }: partida { $deal }
    }). Su posición se conserva.
save-newer = Una versión más nueva de la página (en otra pestaña) ha guardado esta partida: recarga para seguir con ella. Los movimientos hechos aquí no se guardan.
save-part-lost = Parte de los datos guardados no se pudo leer y se ha restablecido.
live-picked = { $count ->
        [one] { $card } cogida
       *[other] { $card } y { $more } más cogidas
    }
live-moved = { $count ->
        [one] { $card } a la { $pile }.
       *[other] { $card } y { $more } más a la { $pile }.
    }
live-sent-home = A las fundaciones automáticamente: { $cards }.
live-sent-home-count = A las fundaciones automáticamente: { $count } cartas.
live-won = ¡Has ganado!
live-won-given = Resuelto, con movimientos dados: no cuenta como victoria.
live-step = { $what }; { $moves ->
        [one] 1 movimiento hecho
       *[other] { $moves } movimientos hechos
    }.
live-undone-move = Movimiento deshecho: { $count ->
        [one] { $card }
       *[other] { $card } y { $more } más
    } de vuelta a la { $pile }{ $home ->
        [0] {""}
        [one] , y 1 carta de vuelta de las fundaciones
       *[other] , y { $home } cartas de vuelta de las fundaciones
    }
live-redone-move = Movimiento rehecho: { $count ->
        [one] { $card }
       *[other] { $card } y { $more } más
    } a la { $pile }
live-verdict = { $verdict ->
        [winnable] Se puede ganar desde aquí.
        [lost] Perdida desde aquí.
       *[unknown] El solucionador no pudo saber si se puede ganar.
    }
live-undone = Movimiento deshecho
live-redone = Movimiento rehecho
live-restarted = Reiniciada
live-resumed-daily = La partida del día sigue, { $moves } movimientos
live-resumed-deal = La partida { $deal } sigue, { $moves } movimientos
live-resumed-position = La posición sigue, { $moves } movimientos
live-dealt-daily = Partida del día repartida
live-dealt-deal = Partida { $deal } repartida
live-loaded-position = Posición cargada
move-index = el { $card }
move-card = { $card }
move-cards = { $count ->
        [2] { $card } y la carta que tiene encima
       *[other] { $card } y las { $more } cartas que tiene encima
    }
move-unknown-card = la carta
move-to-foundation = a su fundación
move-to-freecell = a la { $pile }
move-onto = sobre { $card }
move-to-empty = a una columna vacía ({ $pile })
move-text = { $card } { $target }
coach-cannot-win = Esta partida no se puede ganar, ni siquiera desde el principio.
coach-gave-up-all = El solucionador se rindió en las posiciones anteriores que probó, así que no conoce ninguna a la que llevarte.
coach-gave-up-between = El solucionador se rindió en posiciones entre el movimiento { $from } y el { $to }, así que no puede decir qué movimiento perdió la partida. Llévame atrás va al movimiento { $target }, la última posición que demostró que aún se puede ganar.
coach-lost-autoplay = El juego automático, al enviar { $card } a su fundación tras el movimiento { $number }, hizo que no se pudiera ganar.
coach-lost-move = Mover { $move } en el movimiento { $number } hizo que no se pudiera ganar.
coach-old-save = Perdida desde aquí. No se conocen los movimientos de esta partida (la guardó una versión antigua de la página): deshaz para volver.
coach-looking = Perdida desde aquí. Buscando el movimiento que la perdió…
coach-stopped = Perdida desde aquí. El solucionador se detuvo antes de encontrar dónde se perdió la partida.
coach-taken-back = De vuelta al movimiento { $moves }, donde la partida aún se puede ganar. Deshacer te devuelve adonde estabas.
live-taken-back = Llevado atrás
viewer-now = La posición ahora.
viewer-dealt = La partida tal como se repartió.
viewer-step = Movimiento { $step } de { $steps }: { $move }{ $home ->
        [0] {""}
        [one] ; 1 carta a las fundaciones por el juego automático
       *[other] ; { $home } cartas a las fundaciones por el juego automático
    }.
viewer-refused = Estos movimientos no se pueden ver: el movimiento { $index }, «{ $token }», fue rechazado ({ $reason }).
viewer-slider-value = movimiento { $step } de { $steps }
viewer-no-solution = El solucionador no encontró solución desde aquí.
viewer-old-save = No se conocen los movimientos de esta partida: la guardó una versión antigua de la página.
viewer-solution-title = Solución desde aquí: { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }
viewer-game-title = Esta partida desde el principio: { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }
live-playing-on = Siguiendo desde el paso visto
replay-refused = El movimiento { $index } del enlace, «{ $token }», fue rechazado: { $reason }.
replay-no-moves = El enlace no tiene movimientos.
replay-nothing = { $reason } No se repitió nada.
replay-stops = { $reason } La repetición se detiene tras el movimiento { $moves }.
live-replayed = Repetida desde el enlace
replay-done = { $note }{ $moves ->
        [one] Repetido 1 movimiento
       *[other] Repetidos { $moves } movimientos
    } desde el enlace.{ $won ->
        [yes] { " " }Ganan la partida.
       *[no] {""}
    }{ $before ->
        [0] {""}
       *[other] { " " }Deshacer vuelve a tu partida en el movimiento { $before }.
    }
transfer-not-json = Este archivo no es una exportación de FreeCell: no es JSON.
transfer-not-export = Este archivo no es una exportación de FreeCell.
transfer-version = Este archivo es de una versión que esta página no puede leer ({ $version }).
transfer-no-games = Esta exportación está dañada: falta su lista de partidas.
transfer-bad-game = Esta exportación está dañada: la partida { $index } de { $count } no se puede leer.
transfer-bad-game-why = Esta exportación está dañada: partida { $index } de { $count }: { $reason }.
transfer-twice = Esta exportación está dañada: la partida { $index } está dos veces.
transfer-bad-stats = Esta exportación está dañada: sus estadísticas no se pueden leer.
transfer-bad-settings = Esta exportación está dañada: sus ajustes no se pueden leer.
transfer-bad-setting = Esta exportación está dañada: su ajuste { $setting } no es de esta página.

## Tutorial
## Aprender a jugar: una primera partida guiada (www/tutorial.js, www/tutorial-steps.js).
## $card, $cards y $target son índices de cartas («9♦», «9♦ 8♣ 7♥»).

tutorial-title = Aprender a jugar
tutorial-offer = ¿Nuevo en FreeCell? Una breve partida guiada te enseña a jugar.
tutorial-offer-start = Aprender a jugar
tutorial-offer-dismiss = No, gracias
tutorial-step = Paso { $step } de { $steps }:
tutorial-leave = Salir del tutorial
tutorial-close = Cerrar
tutorial-left = Has salido del tutorial. «{ $rules }» (en el menú) lo vuelve a ofrecer.
tutorial-freecell = El objetivo: llevar todas las cartas a las cuatro fundaciones, cada palo del as al rey. Una celda libre guarda una carta cualquiera durante un tiempo. Pon el { $card } en una celda libre.
tutorial-build = En las columnas, una carta va sobre otra de un rango más alto y del otro color. Pon el { $card } sobre el { $target }.
tutorial-run = Las cartas en orden pueden moverse juntas: mueve { $cards } sobre el { $target }. Una escalera se mueve como si fuera carta a carta por las celdas libres y las columnas vacías, así que su largo depende de ellas: con { $cells ->
    [one] una celda libre vacía
   *[other] { $cells } celdas libres vacías
  } y { $cascades ->
    [one] una columna vacía
   *[other] { $cascades } columnas vacías
  }, hasta { $capacity } cartas ahora.
tutorial-home = El { $card } puede subir: su fundación ya tiene la carta anterior. Envíalo allí: haz doble clic, arrástralo, o tómalo y déjalo en la fundación.
tutorial-undo = ¿Cambias de idea? «{ $undo }» (U o Ctrl+Z) retira el último movimiento. Deshazlo ahora.
tutorial-hint = ¿Atascado? «{ $hint }» (H) señala una carta en la que fijarse; púlsala otra vez para ver su movimiento, y una tercera para jugarlo. Pide una pista ahora.
tutorial-finish = Eso es todo: termina esta partida por tu cuenta. Es una partida de práctica; no se guarda ni cuenta en tus estadísticas.
tutorial-freecell-any = Pon una carta en una celda libre.
tutorial-build-any = Pon una carta sobre otra de un rango más alto y del otro color.
tutorial-run-any = Mueve juntas varias cartas en orden.
tutorial-home-any = Envía una carta a su fundación.
tutorial-none = Ahora no se puede hacer un movimiento así: «{ $undo }» retira movimientos.

## Cards
## El nombre de una carta con su artículo. El español no tiene casos.

card-name = { $rank ->
        [1] el as
        [2] el dos
        [3] el tres
        [4] el cuatro
        [5] el cinco
        [6] el seis
        [7] el siete
        [8] el ocho
        [9] el nueve
        [10] el diez
        [11] la jota
        [12] la reina
       *[13] el rey
    } de { $suit ->
        [C] tréboles
        [D] diamantes
        [H] corazones
       *[S] picas
    }

card-name-alone = { $rank ->
        [1] as
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
        [11] jota
        [12] reina
       *[13] rey
    } de { $suit ->
        [C] tréboles
        [D] diamantes
        [H] corazones
       *[S] picas
    }

## Refusals
refusal-deal-not-whole = un número de partida debe ser un número entero, no { $given }
refusal-deal-range = los números de partida van de 1 a { $max }, así que { $given } no es uno
refusal-unknown-game = no hay ningún juego llamado «{ $given }»
refusal-cells-not-whole = un número de celdas libres debe ser un número entero, no { $given }
refusal-cells-range = un juego tiene de 0 a { $max } celdas libres, no { $given }
refusal-saved-other-game = una posición guardada es de otro juego
refusal-saved-other-deal = la partida guardada no empieza con la partida { $deal }

refusal-from-foundation = Las cartas de una fundación se quedan allí: no se pueden devolver.
refusal-empty-source = Ahí no hay ninguna carta que mover.
refusal-same-pile = La carta ya está ahí.
refusal-single-card-to = Solo una carta cada vez puede ir a { $cell ->
        [foundation] una fundación
       *[free-cell] una celda libre
    }.
refusal-single-card-from = Solo una carta cada vez puede salir de una celda libre.
refusal-too-few-cards = Esa columna tiene { $has ->
        [one] solo una carta
       *[other] solo { $has } cartas
    }, no { $count }.
refusal-not-a-run = Las { $count } cartas de arriba no forman una escalera descendente { $build ->
        [suit] de un solo palo
       *[other] de colores alternos
    }.
refusal-cell-taken = Esa celda libre ya tiene { $holds }.
refusal-foundation-needs-ace = Solo un as puede empezar una fundación, no { $card }.
refusal-foundation-next-of-suit = Una fundación acepta la siguiente carta de su palo: { $card } no puede ir sobre { $onto }.
refusal-kings-only = En { $title }, solo un rey puede empezar una columna vacía.
refusal-too-many-at-once = Ahora { $capacity ->
        [one] solo puede moverse una carta
       *[other] solo pueden moverse { $capacity } cartas
    } a la vez, no { $count }: { $emptyCascades ->
        [kings-only] cada celda libre vacía deja mover una más.
       *[other] las celdas libres y columnas vacías dejan mover más.
    }
refusal-no-room = Esa columna no tiene más sitio.
refusal-build-colour = Mismo color: { $card } no puede ir sobre { $onto }.
refusal-build-onto-ace = Nada va sobre un as en una columna: { $card } no puede ir sobre { $onto }.
refusal-build-suit = { $title } se construye por palo: { $card } no puede ir sobre { $onto }.
refusal-build-rank = Sobre { $onto } solo va { $rank ->
        [1] un as { $colour ->
                [red] rojo
               *[black] negro
            }
        [11] una jota { $colour ->
                [red] roja
               *[black] negra
            }
        [12] una reina { $colour ->
                [red] roja
               *[black] negra
            }
       *[other] un { $rank ->
                [2] dos
                [3] tres
                [4] cuatro
                [5] cinco
                [6] seis
                [7] siete
                [8] ocho
                [9] nueve
               *[10] diez
            } { $colour ->
                [red] rojo
               *[black] negro
            }
    }, no { $card }.
refusal-build-next-of-suit = Sobre { $onto } solo va { $wanted }, no { $card }.

## Rules

rule-goal = Lleva las 52 cartas a las { $foundations } fundaciones, cada una subiendo en un solo palo desde el as hasta el rey.
rule-building = { $build ->
        [suit] Las { $cascades } columnas se construyen hacia abajo en un solo palo: el seis de picas va sobre el siete de picas.
       *[other] Las { $cascades } columnas se construyen hacia abajo alternando colores: un seis rojo va sobre un siete negro.
    }
rule-free-cells = { $count ->
        [0] No hay celdas libres.
        [one] Una celda libre ({ $names }) guarda una carta cualquiera.
       *[other] { $count } celdas libres ({ $names }) guardan una carta cada una, cualquiera.
    }
rule-leftovers = El reparto deja sus últimas { $count } cartas en las celdas libres { $cells }.
rule-empty-cascades = { $emptyCascades ->
        [kings-only] Solo un rey puede empezar una columna vacía.
       *[other] Cualquier carta puede empezar una columna vacía.
    }
rule-runs = { $sequences ->
        [unlimited] Una escalera construida como las columnas se mueve de una vez, sea cual sea su largo.
       *[other] { $emptyCascades ->
            [kings-only] Una escalera se mueve de una vez si pudiera pasar carta a carta por las celdas libres vacías: una carta más de las que hay.
           *[other] Una escalera se mueve de una vez si pudiera pasar carta a carta por las celdas libres y columnas vacías: una carta más que celdas libres vacías, el doble por cada columna vacía que no sea su destino.
        }
    }
rule-basic-runs = Cada jugada mueve una sola carta (FreeCell básico).

unreadable-pile-count = { $standard ->
        [yes] una posición
       *[no] una posición de { $title }
    } tiene { $piles } montones separados por '/' ({ $cascades } columnas, { $cells ->
        [one] 1 celda libre
       *[other] { $cells } celdas libres
    }, 4 fundaciones), no { $given }
unreadable-not-built-up = la { $pile } no está construida por palo desde el as: { $card } no puede estar ahí
unreadable-pile-overfull = la { $pile } admite como mucho { $max ->
        [one] 1 carta
       *[other] { $max } cartas
    }
unreadable-card-count = { $whole ->
        [deck] una baraja
       *[position] una posición
    } tiene las 52 cartas, no { $given }
unreadable-card-twice = { $card } está dos veces en { $whole ->
        [deck] la baraja
       *[position] la posición
    }
unreadable-not-a-card = '{ $given }' no es una carta: escribe el valor (A 2-9 T J Q K) y luego el palo (C D H S), como 7H o TC
unreadable-not-a-game = '{ $given }' no es un juego: escribe su nombre y quizá ',cells=' y un número (freecell,cells=2)
difficulty-none = { $difficulty ->
        [easy] Con estas celdas libres, ninguna partida de este juego es fácil.
        [medium] Con estas celdas libres, ninguna partida de este juego es media.
       *[hard] Con estas celdas libres, ninguna partida de este juego es difícil.
    }
difficulty-none-found = { $difficulty ->
        [easy] No apareció ninguna partida fácil en unos segundos de búsqueda.
        [medium] No apareció ninguna partida media en unos segundos de búsqueda.
       *[hard] No apareció ninguna partida difícil en unos segundos de búsqueda.
    }
difficulty-instead = { $reason } { $nearest ->
        [easy] Se eligió Fácil, el nivel más cercano que tiene partidas: pulsa Jugar.
        [medium] Se eligió Media, el nivel más cercano que tiene partidas: pulsa Jugar.
       *[hard] Se eligió Difícil, el nivel más cercano que tiene partidas: pulsa Jugar.
    }
new-game-grades-missing = Los niveles en gris no tienen partidas en este juego con estas celdas libres.
solver-daily-game = no apareció para ese día ninguna partida de este juego con estas celdas libres que el solucionador gane

## A challenge link (challenge.js, challenge-open.js)

win-challenge = Retar a alguien
win-versus = Comparar con el reto
msg-challenge-copied = El enlace del reto está copiado: envíaselo a alguien. Lleva esta partida, tus movimientos y tu tiempo.
challenge-share-text = He ganado esta partida en { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    } ({ $time }). ¿Lo haces mejor?
challenge-title = Reto
challenge-give-up = Rendirse
challenge-show = Ver su partida
challenge-playing = Alguien ganó la partida { $deal } y te reta. Sus movimientos y su tiempo siguen ocultos hasta que ganes o te rindas.
challenge-settled = El reto está decidido: tu partida y la suya, una al lado de la otra.
# $move: the number of the challenger's move that wasm refused; $reason: why, in the player's words.
challenge-refused-move = La partida de este enlace no es una victoria válida: su movimiento { $move } no se puede hacer ({ $reason }). Puedes jugar la partida igualmente.
challenge-not-won = La partida de este enlace no es una victoria válida: sus movimientos no terminan la partida. Puedes jugar la partida igualmente.
# $why: code (not a link's text), json, shape, checksum (changed or cut short), version, long.
challenge-unreadable = Este enlace de reto no se puede leer: { $why ->
        [checksum] se ha cambiado o cortado
        [version] es de otra versión de la página
        [long] es demasiado largo
       *[other] está dañado o incompleto
    }. No se ha abierto nada.
challenge-refused = Este enlace de reto nombra un juego que la página no puede repartir. { $reason } No se ha abierto nada.
versus-title = El reto
versus-you = Tú
versus-them = Rival
versus-result = Resultado
versus-moves = Movimientos
versus-time = Tiempo
versus-won = Ganada
versus-gave-up = Rendido
# $who: you (fewer moves), them, same, gave-up; $difference: how many moves between the two.
versus-verdict = { $who ->
        [you] Hiciste menos movimientos: { $difference } menos.
        [them] Tu rival hizo menos movimientos: { $difference } menos.
        [same] Los dos hicisteis los mismos movimientos.
       *[gave-up] Te rendiste: la partida es de tu rival.
    }
versus-par = Par de esta partida: { $par ->
        [one] 1 movimiento
       *[other] { $par } movimientos
    }.
versus-watch = Ver su partida
viewer-challenge-title = La partida de tu rival: { $moves ->
        [one] 1 movimiento
       *[other] { $moves } movimientos
    }
