# The page's words in es (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Movimientos
bar-time = Tiempo
bar-new-game = Nueva partida
bar-undo = Deshacer
bar-redo = Rehacer
bar-hint = Pista
bar-menu = Menú

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

## Refusals

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
refusal-pile-full = Ese montón está lleno.
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

## Terminal

terminal-deal = { $standard ->
        [yes] partida { $deal }
       *[no] partida { $deal } de { $title }
    }
terminal-heading = { terminal-deal }, jugada { $moves }{ $basic ->
        [yes] {" "}(básico: una carta por jugada)
       *[no] {""}
    }
terminal-won = ¡Ganaste la { terminal-deal } en { $moves } jugadas!
terminal-piles = { $cascades ->
        [one] columna { $cascadeNames }
       *[other] columnas { $cascadeNames }
    }, { $cells ->
        [0] ninguna celda libre
        [one] celda libre { $cellNames }
       *[other] celdas libres { $cellNames }
    }, fundaciones h
terminal-opening = escribe una jugada como { $example } ({ terminal-piles }), o ? para ayuda ({ $command } juega esta partida otra vez)
terminal-left = dejaste la { terminal-deal } tras { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    } ({ $command } para jugarla otra vez)
terminal-quit = salir: { terminal-left }
terminal-end-of-input = fin de la entrada: { terminal-left }
terminal-undone = deshecho: de vuelta a la jugada { $moves }
terminal-redone = rehecho: jugada { $moves }
terminal-nothing-to-undo = nada que deshacer: es la posición del reparto
terminal-nothing-to-redo = nada que rehacer: no se deshizo ninguna jugada desde la última
terminal-autoplay = automático: { $card } a la fundación
terminal-basic-run = esto es FreeCell básico, una carta por jugada, y { $move } movería { $count } cartas (juega sin --basic para mover escaleras)
terminal-not-a-move = '{ $move }' no es una jugada: primero desde dónde, luego adónde ({ terminal-piles }), como { $example }
terminal-help-intro = Una jugada es desde dónde, luego adónde: { terminal-piles }.
terminal-help-to-cell = la carta de arriba de la columna 3 a la celda libre a
terminal-help-from-cell = la carta de la celda libre a a la columna 6
terminal-help-home = la carta de arriba de la columna 3 a su fundación
terminal-help-onto = de la columna 3 sobre la columna 6: la carta o escalera que encaje
terminal-help-run = cuatro cartas de la columna 3 a la columna vacía 6
terminal-help-basic = (FreeCell básico: una carta por jugada, así que 36 mueve una sola carta)
terminal-help-autoplay = { $autoplay ->
        [on] Las cartas que ya no hacen falta van solas a las fundaciones.
       *[off] { $cells ->
            [0] El juego automático está apagado: sube tú las cartas (3h).
           *[other] El juego automático está apagado: sube tú las cartas (3h, ah).
        }
    }
terminal-help-commands = Órdenes: u deshacer, r rehacer, ? (o h) ayuda, q salir.
terminal-foundations = fundaciones
terminal-solve-impossible = imposible
terminal-solve-gave-up = abandonada
terminal-solve-summary-deals = partidas: { $deals } (resueltas { $solved }, imposibles { $impossible }, abandonadas { $gaveUp })
terminal-usage = uso
terminal-more-help = (freecell { $command } --help dice más)
terminal-unknown-command = orden desconocida '{ $command }'
terminal-help =
    freecell: FreeCell y su familia en una terminal

    uso:
      freecell deal N [--columns]                  muestra la partida N
      freecell play [N] [--basic] [--no-autoplay]  juega la partida N (al azar sin N)
      freecell solve N|A..B|A,B,...                resuelve partidas
      freecell solve --position TEXTO              resuelve una posición
      freecell grade N|A..B|A,B,...                cuán difíciles son las partidas
      freecell games                               lista los juegos
      freecell <orden> --help                      más sobre una orden

    deal, play, solve y grade aceptan --game NOMBRE (freecell, bakers-game, eight-off,
    seahaven, ...; freecell games los lista) y --cells K (de 0 a 8 celdas libres);
    por omisión, FreeCell con sus 4 celdas libres. --lang IDIOMA (en, de, fr, es, pl)
    elige el idioma, que si no sigue a LC_ALL, LC_MESSAGES y LANG.

    Las partidas son las partidas numeradas de Microsoft, de 1 a 2147483647, repartidas
    como reparte cada juego (la numeración de PySolFC). Las cartas se escriben rango y
    palo (7H, TC); las jugadas, en la notación estándar (3a, a6, 3h, 36, 36/4; 0 es una
    décima columna, y las celdas libres se llaman a-g, luego i).
