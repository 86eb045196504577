## Estadísticas, en el menú principal: una línea por cada juego jugado, que se lee con Arriba y Abajo.

# El título de la pantalla de estadísticas, dicho al abrirla.
statistics-title = Estadísticas.
# Estadísticas: todavía no se ha contado ninguna partida (no hay archivo de estadísticas, o se apartó uno dañado), y cómo llega a contarse una; se dice al abrir y con cada tecla de la lista.
statistics-none = Todavía no has jugado ninguna partida. Cada partida que termines se contará aquí.
# La línea de un juego. $game: el nombre del juego; $details: sus cuentas, unidas por statistics-then («12 partidas jugadas, 7 ganadas, 5 ganadas sin pedir consejo, pediste consejo en 4 partidas (9 consejos)»).
statistics-game = { $game }: { $details }.
# Une un dato de la línea de un juego al siguiente: $first, los datos hasta ahí; $next, el que sigue.
statistics-then = { $first }, { $next }
# Cuántas partidas de este juego se jugaron hasta el final.
statistics-played = { $count ->
    [one] una partida jugada
   *[other] { $count } partidas jugadas
}
# De las partidas jugadas, cuántas se jugaron en solitario (solo se dice cuando otras se jugaron con rivales: las de solitario no se ganan ni se pierden).
statistics-alone = { $count ->
    [one] una de ellas en solitario
   *[other] { $count } de ellas en solitario
}
# De las partidas jugadas, cuántas fueron solo entre personas, sin ningún bot (jugadores que comparten un teclado): siempre gana uno de ellos, así que no se ganan ni se pierden.
statistics-no-bot = { $count ->
    [one] una de ellas sin bots
   *[other] { $count } de ellas sin bots
}
# Un juego en solitario con puntuación: la mejor puntuación hasta ahora.
statistics-best = mejor puntuación { $score }
# Cuántas de esas partidas ganó el jugador.
statistics-won = { $count ->
    [0] ninguna ganada
    [one] una ganada
   *[other] { $count } ganadas
}
# Cuántas partidas ganó el jugador, contadas solo desde esta versión (las partidas de antes no se contaban como ganadas ni perdidas): «2 ganadas de las 5 últimas», o «la última ganada» (o «no ganada») cuando solo se jugó una partida desde entonces. $count: las partidas ganadas; $since: las partidas jugadas desde entonces.
statistics-won-since = { $since ->
    [one] { $count ->
        [0] la última no ganada
       *[other] la última ganada
    }
   *[other] { $count ->
        [0] ninguna ganada
        [one] una ganada
       *[other] { $count } ganadas
    } de las { $since } últimas
}
# Cuántas partidas ganó el jugador sin pedir consejo (H o Mayús+H).
statistics-won-unaided = { $count ->
    [0] ninguna ganada sin pedir consejo
    [one] una ganada sin pedir consejo
   *[other] { $count } ganadas sin pedir consejo
}
# Los consejos pedidos: $games, en cuántas partidas; $hints, cuántos en total.
statistics-hints = { $games ->
    [0] nunca pediste consejo
   *[other] pediste consejo en { $games ->
        [one] una partida
       *[other] { $games } partidas
    } ({ $hints ->
        [one] un consejo
       *[other] { $hints } consejos
    })
}
# El archivo de estadísticas no se puede leer y tampoco se pudo apartar: no se cambió nada. $path: el archivo.
statistics-damaged-left = Tu archivo de estadísticas { $path } no se puede leer, y tampoco se pudo apartar: se deja tal cual, no se borró nada.
