# Las palabras propias del terminal, en español (la fuente es en.ftl); las
# que comparte con la página están en www/locales/es.ftl.

## Terminal

terminal-deal = { $daily ->
        [yes] { $standard ->
            [yes] partida del día { $date } (partida { $deal })
           *[no] partida del día { $date } de { $title } (partida { $deal })
        }
       *[no] { $standard ->
            [yes] partida { $deal }
           *[no] partida { $deal } de { $title }
        }
    }

terminal-date = { $day } de { $month ->
        [1] enero
        [2] febrero
        [3] marzo
        [4] abril
        [5] mayo
        [6] junio
        [7] julio
        [8] agosto
        [9] septiembre
        [10] octubre
        [11] noviembre
       *[12] diciembre
    } de { $year }

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

terminal-solve-summary-optimal = de ellas probadas óptimas: { $optimal }

terminal-solve-optimal = óptima

terminal-solve-best-found = mejor encontrada

terminal-solve-cannot-use-file = no se puede usar { $file }: { $why }

terminal-usage = uso

terminal-more-help = (freecell { $command } --help dice más)

terminal-unknown-command = orden desconocida '{ $command }'

terminal-usage-unknown-option = opción desconocida '{ $option }'

terminal-usage-no-value = { $option } no lleva valor

terminal-usage-needs = { $option } necesita { $what ->
        [game] el nombre de un juego (freecell games los muestra)
        [cells] un número de celdas libres, de 0 a 8
        [position] una posición, escrita como la escribe la página
        [date] una fecha, escrita AAAA-MM-DD
        [file] la ruta de un archivo
       *[positive] un número entero positivo
    }

terminal-usage-twice = { $option } se ha dado dos veces

terminal-usage-not-a-deal = '{ $given }' no es un número de partida: las partidas van numeradas del 1 al { $max }

terminal-usage-one-deal = un solo número de partida cada vez ('{ $extra }' sobra)

terminal-usage-one-date = una sola fecha cada vez ('{ $extra }' sobra)

terminal-usage-unknown-game = no hay ningún juego llamado '{ $given }': los juegos son { $games }

terminal-usage-cells = --cells necesita un número de celdas libres, de 0 a { $max }, no '{ $given }'

terminal-usage-empty-range = el intervalo { $range } está vacío

terminal-usage-too-many-deals = { $spec } son { $count } partidas: se admiten como mucho { $max } a la vez

terminal-usage-positive = { $option } necesita un número entero positivo, no '{ $given }'

terminal-usage-which-deal = ¿qué partida? Indica su número, como en: freecell deal 1

terminal-usage-which-deals = ¿qué partidas? P. ej. 617 o 1..32000

terminal-usage-which-deals-or-position = ¿qué partidas? P. ej. 617 o 1..32000 (o --position TEXTO)

terminal-usage-one-mode = elige un modo: --fast o --optimal, no los dos

terminal-usage-deals-and-position = da números de partida o --position, no ambos ('{ $deals }' y una posición)

terminal-usage-deal-and-daily = da un número de partida o --daily, no ambos ('{ $deal }' y una fecha)

terminal-usage-position-game = una posición nombra su propio juego (seahaven:JD9S.../...): quita --game y --cells

terminal-usage-bad-position = --position no es una posición: { $why }

terminal-usage-no-arguments = games no lleva argumentos ('{ $word }')

terminal-usage-lang = --lang toma uno de { $languages }, no '{ $given }'

terminal-output-closed = no se pudo escribir nada: la salida estándar está cerrada

terminal-output-full = no se pudo escribir nada más: el disco está lleno

terminal-output-failed = no se pudo escribir nada más en la salida estándar ({ $error })

terminal-input-failed = no se pudieron leer las jugadas ({ $error })

terminal-daily-not-yet = aún no hay partida del día para el { $date }: se abre ese día

terminal-no-daily-deals = las partidas del día van del año { $first } al { $last }, no { $year }

terminal-game-title = { $cells ->
        [0] { $title } sin celdas libres
        [one] { $title } con 1 celda libre
       *[other] { $title } con { $cells } celdas libres
    }

terminal-grade-summary = { $deals ->
        [one] { $deals } partida
       *[other] { $deals } partidas
    } de { $title }: { $shares }

terminal-grade-share = { $grade ->
        [easy] fácil
        [medium] media
        [hard] difícil
        [impossible] imposible
       *[unknown] desconocida
    } { $count } ({ $percent } %)

terminal-grade-cpu = CPU por partida: media { $mean } ms, mediana { $median } ms, p99 { $p99 } ms, peor { $worst } ms

terminal-help =
    freecell: FreeCell y su familia en una terminal

    uso:
      freecell deal N [--columns]                  muestra la partida N
      freecell play [N] [--basic] [--no-autoplay]  juega la partida N (al azar sin N)
      freecell daily [DATE]                        juega la partida del día (la de hoy)
      freecell solve N|A..B|A,B,...                resuelve partidas
      freecell solve --position TEXTO              resuelve una posición
      freecell grade N|A..B|A,B,...                cuán difíciles son las partidas
      freecell games                               lista los juegos
      freecell <orden> --help                      más sobre una orden

    deal, play, daily, solve y grade aceptan --game NOMBRE (freecell,
    bakers-game, eight-off, seahaven, ...; freecell games los lista) y --cells K
    (de 0 a 8 celdas libres); por omisión, FreeCell con sus 4 celdas libres.
    --lang IDIOMA (en, de, fr, es, pl) elige el idioma, que si no sigue a
    LC_ALL, LC_MESSAGES y LANG.

    Las partidas son las partidas numeradas de Microsoft, de 1 a 2147483647, repartidas
    como reparte cada juego (la numeración de PySolFC). Las cartas se escriben rango y
    palo (7H, TC); las jugadas, en la notación estándar (3a, a6, 3h, 36, 36/4; 0 es una
    décima columna, y las celdas libres se llaman a-g, luego i).

terminal-help-play =
    freecell play: juega a FreeCell, o a un juego de su familia, en el terminal

    uso: freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Juega la partida N (1 a 2147483647). Sin N se elige al azar una partida
    de 1 a 1000000; se muestra su número, para volver a jugarla con
    freecell play N.

      --basic         FreeCell básico: cada jugada mueve una carta (una escalera
                      se mueve carta a carta a través de las celdas libres)
      --no-autoplay   deja que tú lleves cada carta a las fundaciones (para
                      escribir una solución de freecell solve, que escribe cada
                      jugada a una fundación)
      --game NAME     el juego (por defecto freecell; freecell games los lista:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       su número de celdas libres, 0 a 8 (por defecto: el del
                      juego)
      -h, --help      esta ayuda

    La pantalla muestra las celdas libres (a-d en FreeCell), las cuatro
    fundaciones, las columnas (1-8 en FreeCell; la carta de abajo de cada una
    arriba en la pantalla) y el número de jugada. Las cartas son el valor (A 2-9
    T J Q K) y luego el palo (C D H S).

    Escribe una jugada, de dónde y luego a dónde, y pulsa Intro:
      3a      la carta de arriba de la columna 3 a la celda libre a
      a6      la carta de la celda libre a a la columna 6
      3h      la carta de arriba de la columna 3 a su fundación (ah: desde la
              celda libre a)
      36      de la columna 3 sobre la columna 6: la carta, o la escalera de
              cartas, que encaje allí
      36/4    cuatro cartas de la columna 3 a la columna 6 cuando 6 está vacía
    Una décima columna (Seahaven Towers) es 0; las celdas libres llevan letras
    desde la a, saltando la h, que es de las fundaciones: las ocho de Eight Off
    son a-g e i.
    Y las órdenes:
      u  deshacer la última jugada   r  rehacer una jugada deshecha
      ?  ayuda                       q  salir

    Una jugada que las reglas no permiten se rechaza, con el motivo, y nada
    cambia.
    Tras cada jugada, las cartas que ya no pueden hacer falta en las columnas
    van solas a las fundaciones (autoplay: 2H a la fundación); deshacer
    devuelve una jugada junto con el autoplay que la siguió.

    Las jugadas pueden llegar por una tubería, una por línea:
    printf '3a\n36\n' | freecell play 1.
    Se usa color cuando la salida es un terminal y NO_COLOR no está definido.
    Estado de salida: 0 cuando la partida termina (ganada, abandonada o fin de
    la entrada), 2 para argumentos incorrectos.

    ejemplos:
      freecell play 617
      freecell play 1 --game seahaven
      freecell play --cells 2

terminal-help-daily =
    freecell daily: juega la partida del día, la de la página

    uso:
      freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Juega la partida del día de DATE (AAAA-MM-DD, como 2026-11-28), o la de
    hoy sin DATE: una partida al día para cada juego y número de celdas
    libres, la misma para todos los jugadores, la partida del día de la página
    en esa fecha. Hoy es la fecha local de la máquina (la zona horaria de TZ,
    si no la del sistema). La semana va de partidas fáciles el lunes y el
    martes a medias y a difíciles el fin de semana; el solucionador ganó cada
    una.

    Una fecha que no es un día, fuera de los años 2000 a 2999 o posterior a
    hoy se rechaza, con el motivo, y no empieza ninguna partida. El título
    nombra la fecha y el número de partida.

      --basic         FreeCell básico: cada jugada mueve una carta
      --no-autoplay   deja que tú lleves cada carta a las fundaciones
      --game NAME     el juego (por defecto freecell; freecell games los lista:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       su número de celdas libres, 0 a 8 (por defecto: el del
                      juego)
      -h, --help      esta ayuda

    Las jugadas y las órdenes son las de freecell play (freecell play --help
    dice más). Estado de salida: 0 cuando la partida termina (ganada,
    abandonada o fin de la entrada), 2 para argumentos incorrectos o una fecha
    rechazada.

    ejemplos:
      freecell daily
      freecell daily 2026-11-28
      freecell daily 2026-11-28 --game seahaven --cells 2

terminal-help-solve =
    freecell solve: resuelve partidas numeradas, o una posición, de FreeCell o de
    su familia

    uso:
      freecell solve DEALS [--game NAME] [--cells K] [--fast | --optimal] [--json]
    {"                       ["}--quiet] [--out FILE] [--max-nodes N] [--threads N]
      freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N]
    {"                       ["}--max-memory MB]

    DEALS es un número de partida (617), un intervalo (1..32000, ambos extremos
    incluidos) o una lista con comas de ambos (1..100,617,11982). Las partidas
    se numeran de 1 a 2^31 - 1. --game NAME y --cells K eligen el juego (por
    defecto freecell con sus 4 celdas libres; freecell games lista los juegos).

    TEXT es una posición en una línea, como la escriben la dirección ?position=
    de la página y GameBoard::to_text: las columnas, luego las celdas libres,
    luego las 4 fundaciones, cada pila con sus cartas de abajo primero, las
    pilas separadas por /. Un juego distinto de FreeCell se nombra primero,
    seguido de dos puntos (seahaven:JD9SJS4D6D/.../...), así que el texto no
    necesita --game. Ponlo entre comillas para la shell.

    Una partida, o una posición: imprime su solución en una línea, las jugadas
    en la notación estándar (columnas 1-8, 0 para una décima; celdas libres a-d,
    a-g e i para ocho; fundación h: 3a a6 3h 36 36/4), con cada jugada a una
    fundación escrita (freecell play lleva las cartas a las fundaciones solo:
    para escribir allí una solución, juega con --no-autoplay); o la palabra
    `imposible` (se exploró todo el juego alcanzable: no existe solución), o
    `abandonada` (se agotó el presupuesto). Una posición ya ganada tiene una
    solución sin jugadas: una línea vacía. Con --optimal la línea empieza con el
    veredicto y dos puntos: `óptima:` cuando ninguna solución tiene menos
    jugadas (demostrado), `mejor encontrada:` cuando el presupuesto se agotó
    antes de la demostración.

    Varias partidas: una línea por partida (partida, resultado, jugadas sin las
    jugadas a las fundaciones (0 si no se resolvió), milisegundos, jugadas),
    resueltas en todos los núcleos, y luego un resumen: cuántas se resolvieron,
    se demostraron imposibles o se abandonaron; el tiempo de CPU total y por
    partida (el tiempo de CPU del hilo de cada partida en Linux, su tiempo real
    en otros sistemas; y, en Linux, el del proceso entero, que cuenta también
    crear las partidas); la longitud media de las soluciones, sin contar las
    jugadas a las fundaciones; y la mediana, el percentil 99 y la peor longitud
    (de las partidas resueltas; ninguna si no se resolvió ninguna) y tiempo. La
    mediana de una cantidad par es el menor de los dos valores centrales.

    opciones:
      --game NAME      el juego de las partidas (por defecto freecell)
      --cells K        su número de celdas libres, 0 a 8 (por defecto: el del
                       juego)
      --position TEXT  resuelve esta posición en vez de partidas
      --fast           el modo rápido: búsquedas best-first por turnos,
                       soluciones más largas
      --optimal        las menos jugadas (sin contar las jugadas a las
                       fundaciones), demostrado con una búsqueda A* si el
                       presupuesto alcanza; veredicto `óptima` o `mejor encontrada`
      --json           salida legible por máquina (un objeto JSON: deals, summary)
      --quiet          varias partidas: imprime solo el resumen
      --out FILE       varias partidas: añade una línea JSON por partida a FILE al
                       resolverla, y omite las que ya están en él
      --max-nodes N    el máximo de posiciones a expandir por partida (por
                       defecto 20000000)
      --max-memory MB  --optimal: la memoria máxima que su búsqueda puede usar
                       por partida, en megabytes (por defecto 1024); pasada
                       esa, `mejor encontrada`
      --threads N      cuántos hilos (por defecto: todos los núcleos)

    estado de salida: 0 cuando cada partida se resolvió o se demostró
    imposible, 1 cuando el solucionador abandonó alguna, 2 para una línea de
    órdenes incorrecta.

    ejemplos:
      freecell solve 617
      freecell solve 1..1000 --fast --quiet
      freecell solve 1..100 --game bakers-game
      freecell solve 1..20 --optimal --max-nodes 2000000
      freecell solve --position 'seahaven:JD9SJS4D6D/.../...'

terminal-help-deal =
    freecell deal: imprime una partida numerada de FreeCell o de su familia

    uso: freecell deal N [--columns] [--game NAME] [--cells K]
         freecell deal --daily DATE [--columns] [--game NAME] [--cells K]

    N es el número de la partida, de 1 a 2147483647 (el rango del generador de
    Microsoft; Windows numeraba sus partidas de 1 a 32000, más tarde de 1 a
    1000000).

    Las cartas se imprimen en el orden en que se reparten, una fila por vuelta
    del reparto: quien reparte pone una carta en cada columna por turno, así que
    la primera fila es la carta de abajo de cada columna (ocho en FreeCell:
    siete filas, la última de cuatro cartas), y las filas se leen como la mesa
    misma. Donde el juego reparte sus últimas cartas a las celdas libres
    (eight-off, forecell, seahaven), una última línea muestra las celdas libres,
    de la a a la última, - para una vacía.

      --columns     imprime en cambio una línea por columna, desde la columna 1,
                    cada una de su carta de abajo a su carta de arriba (luego la
                    línea de las celdas libres, como arriba)
      --daily DATE  la partida del día de DATE (AAAA-MM-DD) en vez de la
                    partida N: la que juega freecell daily DATE (una fecha
                    posterior a hoy se rechaza)
      --game NAME   el juego (por defecto freecell; freecell games los lista)
      --cells K     su número de celdas libres, 0 a 8 (por defecto: el del
                    juego); una carta que el juego repartiría a una celda libre
                    que no existe va a las columnas
      -h, --help    esta ayuda

    La partida N de cada juego es la mezcla N de Microsoft repartida como
    reparte ese juego, como numera sus partidas PySolFC. Las cartas son dos
    caracteres: el valor (A 2-9 T J Q K) y luego el palo (C D H S), como en 7H
    o TC.

    ejemplos:
      freecell deal 1
      freecell deal 617 --columns
      freecell deal 1 --game seahaven --columns
      freecell deal --daily 2026-11-28

terminal-help-grade =
    freecell grade: lo difíciles que son las partidas

    uso: freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N]
    {"                          ["}--threads N] [--quiet]

    Califica cada partida (617, 1..32000, 1..100,617) según con cuán pocas
    celdas libres la gana el solucionador, la disposición repartida sin sus
    celdas vacías (las cartas sobrantes de ForeCell, en cada celda, van en
    parte a las columnas). En FreeCell: fácil cuando la gana con 1 celda, media
    con 2, difícil si no; cada juego tiene sus propios límites (Seahaven Towers
    y ForeCell: 2 y 3; Baker's Game: fácil con 3 celdas, media con 4 en 1.000
    posiciones). Solo se prueban esas cantidades y la del juego. Las partidas
    que no puede ganar con todas las celdas no tienen nivel: imposible
    (demostrado) o desconocido (se agotó el presupuesto). Una línea por partida
    (partida, nivel, la menor cantidad de celdas con que se ganó entre las
    probadas, posiciones, ms), y luego la proporción de cada nivel y el tiempo
    por partida.

      --max-nodes N    el máximo de posiciones que expande cada pasada del
                       solucionador (por defecto 100000)
      --threads N      cuántos hilos (por defecto: todos los núcleos)
      --quiet          solo el resumen

terminal-help-games =
    freecell games: lista los juegos

    uso: freecell games

    Una línea por juego: el nombre que acepta --game (freecell deal, play y
    solve), el título del juego, sus celdas libres y columnas, y lo que lo
    distingue. Cualquier juego se puede jugar con otro número de celdas libres,
    0 a 8 (--cells K).

terminal-solve-summary-cpu = tiempo de CPU: { $total } s en total ({ $threads ->
        [one] { $threads } hilo
       *[other] { $threads } hilos
    }, { $wall } s reales{ $process }); por partida: media { $mean } ms, mediana { $median } ms, p99 { $p99 } ms, peor { $worst } ms

terminal-solve-summary-process = { $seconds } s para el proceso entero

terminal-solve-summary-lengths = longitud sin las jugadas a las fundaciones: { $lengths }

terminal-solve-summary-length-figures = media { $mean }, mediana { $median }, p99 { $p99 }, peor { $worst }

terminal-solve-summary-none-solved = ninguna resuelta

terminal-games-sizes = { $cells ->
        [one] 1 celda
       *[other] { $cells } celdas
    }, { $cascades } columnas

terminal-game-summary-freecell = 4 celdas libres, 8 columnas en orden descendente alternando colores

terminal-game-summary-bakers-game = FreeCell con columnas en orden descendente por palo

terminal-game-summary-ko-bakers-game = Baker's Game en el que solo un rey puede empezar una columna vacía

terminal-game-summary-relaxed-freecell = FreeCell en el que cualquier escalera se mueve de una vez

terminal-game-summary-eight-off = 8 celdas libres, 4 de ellas con una carta; por palo, reyes en columnas vacías

terminal-game-summary-forecell = FreeCell con las 4 últimas cartas en las celdas libres, reyes en columnas vacías

terminal-game-summary-seahaven = 10 columnas por palo, 2 cartas en las celdas libres, reyes en columnas vacías
