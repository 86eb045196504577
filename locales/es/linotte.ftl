### La Linotte: todos los mensajes del juego (español).
### Los nombres de las combinaciones (BRELAN, CARRÉ, FULL, QUINTE, SMALL, SEC, APPEL, YAM) son
### los que trae impresos el tablero francés: se dejan como nombres propios; el recorrido de
### reglas los explica. La voz los escribe como nombres (Sec, Yam): espeak-ng deletrea una
### palabra en mayúsculas. Solo el dibujo del modo completo (ids -draw-) conserva las mayúsculas.

## Nombres

# El nombre del juego en los menús.
linotte-name = La Linotte
# Una frase para el menú de juegos.
linotte-summary = Dos jugadores tiran cinco dados para ocupar las casillas de un tablero de 5 por 5 y alinear sus fichas.

## Piezas

# La combinación de una casilla BRELAN: tres dados o más del mismo valor (un trío). $value va de 1 a 6.
linotte-brelan = Brelan de { $value ->
    [1] unos
    [2] doses
    [3] treses
    [4] cuatros
    [5] cincos
   *[other] seises
}
# Las demás combinaciones, con los nombres del tablero.
linotte-combo = { $combo ->
    [carre] Carré
    [full] Full
    [quinte] Quinte
    [small] Small
    [yam] Yam
    [sec] Sec
   *[appel] Appel
}
# Una casilla y su combinación: «C3, YAM».
linotte-cell = { $cell }, { $combo }
# El color de un jugador (las fichas).
linotte-colour = { $colour ->
    [white] blancas
   *[black] negras
}
# Un grupo de dados iguales en una tirada: «tres cuatros», «un 2». $count va de 1 a 5.
linotte-group = { $count ->
    [1] un { $value }
   *[other] { $count ->
        [2] dos
        [3] tres
        [4] cuatro
       *[other] cinco
    } { $value ->
        [1] unos
        [2] doses
        [3] treses
        [4] cuatros
        [5] cincos
       *[other] seises
    }
}
# Un solo elemento donde podría ofrecerse una elección.
linotte-one = { $item }
# Separa elementos que ya llevan comas: «C3, YAM; B4, FULL».
linotte-semi = { $first }; { $rest }
# Lo que hacen los dados, cuando no hacen nada.
linotte-makes-nothing = Ninguna combinación.
# Lo que hacen los dados: una lista de los dos mensajes siguientes.
linotte-makes = Combinaciones: { $made }.
# Una combinación hecha, con sus casillas libres entre paréntesis.
linotte-made-free = { $combo } ({ $cells })
# Una combinación hecha cuyas casillas están todas ocupadas.
linotte-made-taken = { $combo } (sin casilla libre)
# Una línea de fichas: «3 fichas en fila desde C1 hasta C3». $direction: row (fila), column, diagonal.
linotte-line = { $length ->
    [1] una ficha
    [one] { $length } ficha
   *[other] { $length } fichas
} en { $direction ->
    [row] fila
    [column] columna
   *[other] diagonal
} desde { $first } hasta { $last }
# Una línea con sus puntos.
linotte-line-points = { $line } ({ $points ->
    [1] un punto
    [one] { $points } punto
   *[other] { $points } puntos
})
# Una fila del tablero por su letra.
linotte-where-row = Fila { $row }
# Una columna del tablero por su número.
linotte-where-column = Columna { $column }
# Una diagonal por sus dos extremos.
linotte-where-diagonal = Diagonal de { $first } a { $last }

## Repaso del tablero

# Una casilla de la cuadrícula: «C3, YAM, ficha blanca». $take: los dados del jugador permiten esta casilla vacía.
linotte-cell-state = { $cell }, { $owner ->
    [white] ficha blanca
    [black] ficha negra
   *[empty] vacía
}{ $take ->
    [yes] , tus dados la permiten
   *[no] {""}
}
# Una fila, columna o diagonal: dónde están las fichas y qué casillas están vacías.
linotte-line-summary = { $where }: { $whites ->
    [0] ninguna ficha blanca
   *[other] blancas en { $white }
}; { $blacks ->
    [0] ninguna ficha negra
   *[other] negras en { $black }
}; { $empties ->
    [0] ninguna casilla vacía
   *[other] vacías: { $empty }
}.
# Las casillas vacías de una combinación: «BRELAN de unos: A1 y D5».
linotte-free-group = { $combo }: { $cells }
# Todas las casillas vacías, por combinación.
linotte-free = { $count ->
    [1] Una casilla vacía
    [one] { $count } casilla vacía
   *[other] { $count } casillas vacías
}: { $groups }.
# Cuando el tablero está lleno.
linotte-free-none = No queda ninguna casilla vacía.
# La cabecera de la cuadrícula.
linotte-board = Tablero: { $whites ->
    [0] ninguna ficha blanca
    [1] una ficha blanca
    [one] { $whites } ficha blanca
   *[other] { $whites } fichas blancas
}, { $blacks ->
    [0] ninguna negra
    [1] una ficha negra
    [one] { $blacks } ficha negra
   *[other] { $blacks } fichas negras
}, { $empties ->
    [1] una casilla vacía
    [one] { $empties } casilla vacía
   *[other] { $empties } casillas vacías
}.

## Sucesos

# El sorteo inicial: quién lleva las blancas y empieza, quién las negras.
linotte-first-drawn = { $you ->
    [yes] Llevas las blancas y empiezas
   *[no] { $player } lleva las blancas y empieza
}; { $black_you ->
    [yes] tú llevas las negras
   *[no] { $black } lleva las negras
}.
# Empieza el turno del jugador al teclado: sus fichas (la plataforma dice de quién es el turno).
linotte-your-turn = Te { $pawns ->
    [1] queda una ficha
    [one] queda { $pawns } ficha
   *[other] quedan { $pawns } fichas
}.
# Empieza el turno de otro jugador (solo en modo detallado), con las fichas que le quedan.
linotte-turn-of = Turno de { $player }; le { $pawns ->
    [1] queda una ficha
    [one] queda { $pawns } ficha
   *[other] quedan { $pawns } fichas
}.
# La tirada de otro jugador, en modo breve.
linotte-thrown-brief = { $player }, tirada { $throw }: { $dice }.
# La primera tirada de un turno: los cinco dados agrupados.
linotte-thrown-first = { $you ->
    [yes] Tiras
   *[no] { $player } tira
}: { $dice }.
# Una nueva tirada: los dados que volaron ($rolled) y luego los cinco agrupados ($dice).
linotte-thrown-again = { $throw ->
    [2] Segunda
   *[other] Tercera y última
} tirada, { $count ->
    [one] un dado
   *[other] { $count } dados
}: { $rolled }. { $you ->
    [yes] Tienes
   *[no] { $player } tiene
} { $dice }.
# Un dado apartado. $die va de 1 a 5; $keeping: todos los valores guardados (se dicen si hay más de uno); $full: decirlo todo.
linotte-kept = { $full ->
    [yes] { $you ->
        [yes] Dado { $die } guardado, un { $value }.
       *[no] { $player } guarda el dado { $die }, un { $value }.
    }{ $count ->
        [1] {""}
        [5] {" "}Los cinco dados guardados.
       *[other] {" "}Guardados: { $keeping }.
    }
   *[no] { $player } guarda un { $value }.
}
# Un dado guardado que vuelve al juego para tirarse otra vez.
linotte-released = { $full ->
    [yes] { $you ->
        [yes] Dado { $die } devuelto al juego, un { $value }.
       *[no] { $player } devuelve al juego el dado { $die }, un { $value }.
    } { $count ->
        [0] Ningún dado guardado.
        [1] Queda guardado el { $keeping }.
       *[other] Guardados: { $keeping }.
    }
   *[no] { $player } devuelve al juego un { $value }.
}
# Un APPEL anunciado.
linotte-announced = { $you ->
    [yes] Anuncias
   *[no] { $player } anuncia
} un Appel: { $combo }.
# Fin de las tiradas ($auto: la tercera tirada las terminó).
linotte-stopped = { $auto ->
    [yes] { $you ->
        [yes] Ya has hecho tus tres tiradas.
       *[no] { $player } ya ha hecho sus tres tiradas.
    }
   *[no] { $you ->
        [yes] Te plantas.
       *[no] { $player } se planta.
    }
}
# Ninguna casilla vacía encaja con los dados: el turno pasa enseguida.
linotte-no-cell = Ninguna casilla libre para { $you ->
    [yes] tus dados
   *[no] los dados de { $player }
}: el turno pasa.
# Las casillas que permiten los dados.
linotte-may-take = { $you ->
    [yes] Puedes ocupar
   *[no] { $player } puede ocupar
} { $cells }, o no colocar nada.
# Breve, el turno de otro jugador en una línea: las tiradas, luego la casilla tomada («C3, FULL»).
linotte-turn-took = { $player } ha tirado { $throws ->
    [one] una vez
   *[other] { $throws } veces
} y ha ocupado { $cell }.
# Breve, el turno de otro jugador sin colocar ficha; $cause: no-cell (ninguna casilla libre) o choice.
linotte-turn-nothing = { $player } ha tirado { $throws ->
    [one] una vez
   *[other] { $throws } veces
} y no ha colocado nada{ $cause ->
    [no-cell] : ninguna casilla libre encajaba.
   *[choice] .
}
# Una ficha colocada ($full: con las fichas que quedan; si no, en modo breve).
linotte-placed = { $full ->
    [yes] { $you ->
        [yes] Colocas
       *[no] { $player } coloca
    } una ficha en { $cell }; { $you ->
        [yes] { $pawns ->
            [0] no te quedan fichas por colocar
            [one] te queda una ficha por colocar
           *[other] te quedan { $pawns } fichas por colocar
        }
       *[no] { $pawns ->
            [0] no le quedan fichas por colocar
            [one] le queda una ficha por colocar
           *[other] le quedan { $pawns } fichas por colocar
        }
    }.
   *[no] { $player }: { $cell }.
}
# Las líneas que hizo una ficha y los puntos que suman.
linotte-lines-made = { $you ->
    [yes] Alineas
   *[no] { $player } alinea
} { $lines }: { $gained ->
    [1] un punto más
    [one] { $gained } punto más
   *[other] { $gained } puntos más
}, { $total } en total.
# Un turno terminado sin colocar ficha, por decisión propia.
linotte-placed-nothing = { $you ->
    [yes] No colocas nada.
   *[no] { $player } no coloca nada.
}
# Por qué termina la partida: cinco en línea, o una duodécima ficha.
linotte-end-reached = { $cause ->
    [five] { $you ->
        [yes] Has alineado
       *[no] { $player } ha alineado
    } cinco fichas: termina la partida.
   *[pawns] { $you ->
        [yes] Has colocado tu
       *[no] { $player } ha colocado su
    } duodécima ficha: termina la partida.
}

## Teclas de repaso

# Cuando la partida ha terminado.
linotte-over = La partida ha terminado.
# Antes del sorteo del primer jugador.
linotte-drawing = Se sortea quién lleva las blancas.
# D antes de la primera tirada de un turno.
linotte-no-dice = { $you ->
    [yes] Aún no has tirado.
   *[no] { $player } aún no ha tirado.
}
# D: los dados del turno.
linotte-dice = Tirada { $throw } de 3: { $dice }.
# D: los dados guardados.
linotte-keeping = { $count ->
    [0] Ningún dado guardado.
    [1] Dado guardado: el { $keeping }.
    [5] Los cinco dados guardados.
   *[other] Guardados: { $keeping }.
}
# El APPEL anunciado en este turno.
linotte-appel-called = Appel anunciado: { $combo }.
# S: los puntos de un jugador.
linotte-score = { $you ->
    [yes] Tú
   *[no] { $player }
} ({ $colour }): { $points ->
    [1] un punto
    [one] { $points } punto
   *[other] { $points } puntos
}.
# Mayús+S: los puntos de un jugador y cada una de sus líneas.
linotte-score-lines = { $you ->
    [yes] Tú
   *[no] { $player }
} ({ $colour }): { $points ->
    [1] un punto
    [one] { $points } punto
   *[other] { $points } puntos
}{ $count ->
    [0] { $over ->
        [yes] , ninguna línea.
       *[no] , ninguna línea todavía.
    }
   *[other] ; { $lines }.
}
# T: de quién es el turno y en qué punto está.
linotte-turn = { $you ->
    [yes] Te toca
   *[no] Le toca a { $player }
} ({ $colour }), turno { $turn }: { $phase ->
    [place] eligiendo casilla
   *[throw] { $throw ->
        [0] sin tirar todavía
       *[other] tirada { $throw } de 3
    }
}.
# T: las fichas que le quedan a cada jugador. $white_you / $black_you: yes para la cuenta de quien escucha, dicha a «ti».
linotte-pawns-left = Fichas por colocar: { $white_pawns } para { $white_you ->
    [yes] ti
   *[no] { $white }
}; { $black_pawns } para { $black_you ->
    [yes] ti
   *[no] { $black }
}.
# W: un jugador en la mesa.
linotte-table-seat = { $you ->
    [yes] Tú
   *[no] { $player }
} ({ $colour }): { $pawns ->
    [1] una ficha
    [one] { $pawns } ficha
   *[other] { $pawns } fichas
} por colocar, { $placed } en el tablero, { $lines ->
    [0] ninguna línea
    [1] una línea
    [one] { $lines } línea
   *[other] { $lines } líneas
}, { $points ->
    [1] un punto
    [one] { $points } punto
   *[other] { $points } puntos
}.
# W: las casillas vacías.
linotte-table-empty = { $count ->
    [1] Una casilla vacía.
    [one] { $count } casilla vacía.
   *[other] { $count } casillas vacías.
}
# El final: el ganador y los dos totales; el empate es para las negras.
linotte-final-winner = { $tie ->
    [yes] Empate a { $points ->
        [1] un punto
        [one] { $points } punto
       *[other] { $points } puntos
    }: el empate es para las negras, así que { $you ->
        [yes] ganas tú
       *[no] gana { $player }
    }.
   *[no] { $you ->
        [yes] Ganas
       *[no] Gana { $player }
    } con las { $colour }, { $points ->
        [1] un punto
        [one] { $points } punto
       *[other] { $points } puntos
    } a { $other }.
}

## La elección de jugada

# L cuando es el turno de otro.
linotte-legal-wait = Esperando a { $player }.
# L después de plantarse: las casillas permitidas.
linotte-legal-place = { $count ->
    [0] Ninguna casilla para tus dados: no puedes colocar nada.
   *[other] Puedes ocupar { $cells }, o no colocar nada.
}
# L antes de la primera tirada.
linotte-legal-first = Pulsa R para tirar los cinco dados.
# L entre tiradas.
linotte-legal-throwing = Tirada { $throw } de 3. Espacio, Intro o una tecla del 1 al 6 guarda un dado o lo devuelve al juego; { $rethrow ->
    [yes] R vuelve a tirar { $count ->
        [one] el dado no guardado
       *[other] los { $count } dados no guardados
    };
   *[no] todos los dados están guardados, no se puede volver a tirar;
} { $announce ->
    [yes] A anuncia un Appel;{" "}
   *[no] {""}
}Plantarse es la última opción de la lista.
# Pregunta de la elección: la combinación del APPEL.
linotte-prompt-announce = Appel: ¿qué combinación anuncias?
# Pregunta de la elección después de plantarse.
linotte-prompt-place = ¿Dónde colocas tu ficha?
# Pregunta de la elección antes de la primera tirada.
linotte-prompt-first = Pulsa R para tirar los dados.
# Pregunta de la elección entre tiradas.
linotte-prompt-throwing = Tirada { $throw } de 3: guarda dados, vuelve a tirar o plántate.
# Un dado en la lista: «dado 1: 4, guardado».
linotte-die = Dado { $die }: { $value }{ $kept ->
    [yes] , guardado
   *[no] {""}
}
# La opción de tirar.
linotte-step-throw = { $first ->
    [yes] Tirar los cinco dados
   *[no] Volver a tirar { $count ->
        [one] un dado
       *[other] { $count } dados
    }
}
# La opción del APPEL.
linotte-step-announce = Anunciar un Appel
# La opción de plantarse, con cuántas casillas permiten ya los dados.
linotte-step-stop = Plantarse{ $count ->
    [0] , todavía ninguna casilla
    [one] , una casilla posible
   *[other] , { $count } casillas posibles
}
# La opción de no colocar ficha.
linotte-step-nothing = No colocar nada
# Por qué solo se ofrece la tirada.
linotte-why-first = Antes de la primera tirada no se guarda ni se anuncia nada.
# Por qué no se ofrece el APPEL: ya anunciado.
linotte-why-announced = Appel ya anunciado: { $combo }.
# Por qué SEC no está entre las casillas.
linotte-why-no-sec = Ya no hay Sec: se han vuelto a tirar dados.
# No se ha dejado nada fuera.
linotte-why-nothing = Se ofrecen todas las jugadas.
# Casillas que los dados muestran pero que están ocupadas.
linotte-why-taken = { $count ->
    [one] Ocupada, aunque tus dados la permiten
   *[other] Ocupadas, aunque tus dados las permiten
}: { $cells }.
# Las demás casillas.
linotte-why-not-shown = Las demás casillas piden combinaciones que tus dados no forman.
# De 1 a 6 cuando ningún dado muestra ese valor.
linotte-no-die-of = Ningún dado muestra un { $value }.

## Rechazos (uno por cada motivo que dan las reglas)

# Respuesta general para una jugada de otro momento.
linotte-illegal-not-legal = Esa jugada no se permite ahora.
# Un resultado de dados que no encaja (solo desde una partida guardada dañada).
linotte-illegal-bad-roll = Esos dados no encajan con la tirada.
# Tirar, guardar o anunciar después de plantarse.
linotte-illegal-throwing-over = Se acabaron las tiradas: coloca una ficha o no coloques nada.
# Tirar con todos los dados guardados.
linotte-illegal-all-kept = Todos los dados están guardados: devuelve uno al juego para volver a tirar, o plántate.
# Guardar, anunciar o plantarse antes de la primera tirada.
linotte-illegal-no-dice-yet = Primero tira los dados.
# Volver a tirar guardando dados que no están en la tirada, o no en orden creciente.
linotte-illegal-bad-keep = Esos dados no están en la mesa: guarda solo dados que hayas tirado.
# Anunciar algo que no sea una de las cinco combinaciones del APPEL.
linotte-illegal-bad-combo = El Appel solo puede ser Full, Carré, Quinte, Small o Yam.
# Un segundo APPEL.
linotte-illegal-already-announced = Tu Appel ya está anunciado.
# APPEL después de volver a tirar.
linotte-illegal-announce-too-late = El Appel se anuncia justo después de la primera tirada, antes de volver a tirar.
# APPEL con las dos casillas APPEL ocupadas: el anuncio no llevaría a nada.
linotte-illegal-appel-taken = Las dos casillas Appel están ocupadas: ya no hay nada que anunciar.
# Colocar antes de plantarse.
linotte-illegal-still-throwing = Primero plántate y luego coloca tu ficha.
# Un nombre de casilla que no está en el tablero.
linotte-illegal-bad-cell = Esa casilla no existe.
# Una casilla con ficha.
linotte-illegal-cell-taken = Esa casilla está ocupada.
# Una casilla cuya combinación no hacen los dados.
linotte-illegal-not-shown = Tus dados no forman la combinación de esa casilla.
# Cualquier jugada con la partida terminada.
linotte-illegal-game-over = La partida ha terminado.
# Una jugada fuera de turno.
linotte-illegal-not-your-turn = No es tu turno.

## Teclas (F1)

# R.
linotte-key-throw = Tirar los dados, o volver a tirar los que no están guardados.
# Espacio o Intro: sobre un dado de la lista, sobre volver a tirar o sobre cualquier otra opción (F1 nombra la tecla una sola vez).
linotte-key-toggle = Sobre un dado: guardarlo o devolverlo al juego; sobre Volver a tirar: tirar los demás dados; sobre cualquier otra opción: elegirla.
# 1.
linotte-key-keep-1 = Guardar un 1, o devolver uno al juego si todos tus unos están guardados.
# 2.
linotte-key-keep-2 = Guardar un 2, o devolver uno al juego si todos tus doses están guardados.
# 3.
linotte-key-keep-3 = Guardar un 3, o devolver uno al juego si todos tus treses están guardados.
# 4.
linotte-key-keep-4 = Guardar un 4, o devolver uno al juego si todos tus cuatros están guardados.
# 5.
linotte-key-keep-5 = Guardar un 5, o devolver uno al juego si todos tus cincos están guardados.
# 6.
linotte-key-keep-6 = Guardar un 6, o devolver uno al juego si todos tus seises están guardados.
# A.
linotte-key-announce = Anunciar un Appel, justo después de la primera tirada.
# B.
linotte-key-rows = Leer las cinco filas.
# Mayús+B.
linotte-key-columns = Leer las cinco columnas.
# G.
linotte-key-diagonals = Leer las diez diagonales.
# B, Mayús+B, G: la primera línea de la lista, cuántas de esas líneas tienen fichas.
linotte-lines-summary = { $direction ->
    [row] Cinco filas
    [column] Cinco columnas
   *[diagonal] Diez diagonales
}: { $taken ->
    [0] ninguna tiene fichas todavía
    [one] una tiene fichas
   *[other] { $taken } tienen fichas
}.
# F.
linotte-key-free = Listar las casillas vacías por combinación.
# Lo que hace C en La Linotte (F1).
linotte-cmd-sheet = consultar el tablero, casilla por casilla


## What a pawn would do to the lines, and the threats at the start of a turn

# Una casilla ofrecida con lo que haría una ficha en ella: «D3, QUINTE: alinea 3 fichas en fila desde D1 hasta D3, 2 puntos más».
linotte-option-effects = { $cell }: { $effects }
# Lo que alinearía una ficha en una casilla para su jugador; $five: una línea de cinco, que termina la partida.
linotte-option-makes = alinea { $lines }{ $five ->
    [yes] , una línea de cinco, que acaba la partida
   *[no] , { $points ->
        [1] un punto más
        [one] { $points } punto más
       *[other] { $points } puntos más
    }
}
# Lo que una ficha en una casilla le quitaría al rival.
linotte-option-blocks = { $five ->
    [yes] bloquea la línea de cinco de { $player }
   *[no] bloquea a { $player }, que ganaría ahí { $points ->
        [1] un punto
        [one] { $points } punto
       *[other] { $points } puntos
    }
}
# Una amenaza del rival: una casilla vacía y lo que alinearía una ficha suya en ella.
linotte-threat = { $five ->
    [yes] { $cell }, donde { $player } completaría una línea de cinco
   *[no] { $cell }, donde { $player } alinearía { $lines }
}
# Se dice al empezar el turno del jugador: las amenazas del rival, la mayor primero; $more no se nombran.
linotte-threats = { $count ->
    [one] Amenaza
   *[other] Amenazas
}: { $threats }{ $more ->
    [0] .
   *[other] ; y { $more } más.
}
# Mayús+H: lo que el bot difícil espera de una jugada hacia el final de la partida, cuando ordena las fichas jugando la partida hasta el final desde cada una. $wins: el porcentaje de esas partidas que gana la jugada; $again: yes en las líneas 2 y 3 de Mayús+H, que omiten lo que ya explicó la línea 1.
linotte-hint-expect = { $again ->
        [yes] ganas el { $wins } de las partidas simuladas
       *[no] con esta jugada ganas el { $wins } de las partidas simuladas desde aquí hasta el final, con el bot normal jugando por ti y por el rival
    }
# Mayús+H: la probabilidad de ganar que calcula el bot difícil para una jugada, una vez jugado el turno y el siguiente turno del rival tal como lo jugaría el bot normal, contando todas las tiradas. $chance: esa probabilidad («58 %»); $again: yes en las líneas 2 y 3 de Mayús+H, que omiten lo que ya explicó la línea 1.
linotte-hint-chance = { $again ->
        [yes] un { $chance } de probabilidades de ganar, según el mismo cálculo
       *[no] un { $chance } de probabilidades de ganar, según el cálculo del bot difícil sobre el tablero tras el siguiente turno del rival
    }
# Consejo: lanzar los cinco dados para empezar el turno.
linotte-hint-first-throw = tira los dados
# Consejo: volver a lanzar guardando dados. $kept: los dados guardados, agrupados («dos 5»); $count: cuántos (0: se lanzan los cinco).
linotte-hint-rethrow = { $count ->
        [0] vuelve a tirar los cinco dados
       *[other] vuelve a tirar guardando { $kept }
    }
# Consejo: una tirada que vuelve a tirar dados que el jugador ha guardado; con R sin más seguirían guardados. $back: esos dados, agrupados («un 3»); $rethrow: un linotte-hint-rethrow.
linotte-hint-put-back = devuelve al juego { $back } y { $rethrow }
# Consejo: anunciar un APPEL. $combo: la combinación anunciada.
linotte-hint-announce = anuncia { $combo } como Appel
# Consejo: no lanzar más.
linotte-hint-stop = plántate
# Consejo: poner una ficha en una casilla. $cell: la casilla con su combinación («D3, QUINTE»).
linotte-hint-place = coloca una ficha en { $cell }
# Consejo: terminar el turno sin ficha.
linotte-hint-place-nothing = no coloques ficha
# Motivo para no colocar ficha (o plantarse) con la última ficha en la mano yendo por detrás: colocarla, la 12.ª, acabaría la partida. $player: el rival; $mine, $theirs: tus puntos y los suyos ahora.
linotte-hint-last-pawn = tu última ficha acabaría la partida con { $player } ganando { $theirs } a { $mine }
# Motivo para no poner ficha: ninguna casilla permitida hace ni bloquea una línea.
linotte-hint-no-line = ninguna casilla que permiten tus dados hace ni bloquea una línea
# Motivo para plantarse: las casillas que los dados ya permiten. $cells: hasta tres de ellas; $count: cuántas en total.
linotte-hint-allowed = tus dados ya permiten { $cells }{ $count ->
        [one] {""}
        [2] {""}
        [3] {""}
       *[other] , entre otras
    }
# Motivo de un APPEL: una ficha podrá ir a las casillas APPEL libres. $cells: esas casillas; $combo: la combinación anunciada.
linotte-hint-appel = si sacas { $combo } tras volver a tirar, podrás colocar una ficha en { $cells }
# La probabilidad de una combinación, en el motivo de una tirada. $percent: la probabilidad; $combo: la combinación; $appel: yes si es la combinación anunciada para un Appel, que entonces también cumple, only si sus casillas ya están ocupadas y solo sirve para el Appel, si no no.
linotte-hint-odds = un { $percent } de sacar { $combo }{ $appel ->
        [yes] , que también cumple tu Appel
        [only] {" "}para cumplir tu Appel
       *[no] {""}
    }
# Motivo de volver a lanzar: las combinaciones más probables con una casilla libre. $odds: una o dos linotte-hint-odds; $count: cuántas.
linotte-hint-chances = con esta tirada tienes { $odds }, { $count ->
        [one] con una casilla todavía libre
       *[other] las dos con una casilla todavía libre
    }
# Motivo de una tirada que no puede sacar ninguna combinación con casilla libre.
linotte-hint-no-chance = ninguna combinación con casilla libre puede salir de esta tirada
# Motivo de una ficha hacia el final de la partida, elegida jugando la partida hasta el final desde cada casilla que permiten los dados. $wins: el porcentaje de esas partidas ganadas tras esta ficha («52 %»).
linotte-hint-played-out = con esta ficha ganas el { $wins } de las partidas simuladas desde aquí hasta el final, con el bot normal jugando por ti y por el rival
# Motivo de una ficha que aún no hace línea: las fichas alrededor de la casilla. $mine: las del jugador; $theirs: las del rival.
linotte-hint-near = queda junto a { $mine ->
        [0] { $theirs ->
            [one] una ficha del rival y a ninguna tuya
           *[other] { $theirs } fichas del rival y a ninguna tuya
        }
        [one] una ficha tuya y a { $theirs ->
            [0] ninguna del rival
            [one] una del rival
           *[other] { $theirs } del rival
        }
       *[other] { $mine } fichas tuyas y a { $theirs ->
            [0] ninguna del rival
            [one] una del rival
           *[other] { $theirs } del rival
        }
    }, preparando líneas futuras
# Motivo de una ficha que aún no hace ni bloquea línea, pero corta una línea donde el rival tiene fichas. $line: una linotte-hint-line; $cells: esas fichas (dos o más); $player: el rival.
linotte-hint-cuts = corta { $line }, donde { $player } ya tiene fichas en { $cells }
# Motivo de una ficha que aún no hace línea, pero se alinea con fichas del jugador, sin ninguna del rival entre ellas. $cells: esas fichas; $count: cuántas; $line: una linotte-hint-line.
linotte-hint-lines-up = se alinea con { $count ->
        [one] tu ficha
       *[other] tus fichas
    } de { $cells } en { $line }
# Una línea del tablero dentro del motivo de un consejo.
linotte-hint-line = { $direction ->
        [row] la fila { $row }
        [column] la columna { $column }
       *[other] la diagonal de { $first } a { $last }
    }

## Pantalla completa: la mesa dibujada

# Título de la zona de los dados: tiradas hechas de las permitidas.
linotte-draw-throws = Tirada { $throws } de { $most }
# La letra del color de un peón.
linotte-draw-pawn = { $colour ->
    [white] B
   *[black] N
}
# Los peones que quedan y los puntos de un jugador.
linotte-draw-score = fichas { $pawns }, puntos { $points }
# Título de los jugadores.
linotte-draw-players = Jugadores
# Título del tablero.
linotte-draw-board = Tablero
# La combinación de una casilla tal como está impresa; un trío se escribe con sus tres dados.
linotte-draw-combo = { $combo ->
    [brelan-1] 111
    [brelan-2] 222
    [brelan-3] 333
    [brelan-4] 444
    [brelan-5] 555
    [brelan-6] 666
    [carre] CARRÉ
    [full] FULL
    [quinte] QUINTE
    [small] SMALL
    [yam] YAM
    [sec] SEC
   *[appel] APPEL
}
# La misma en tres letras como mucho, para una pantalla estrecha.
linotte-draw-combo-short = { $combo ->
    [brelan-1] 111
    [brelan-2] 222
    [brelan-3] 333
    [brelan-4] 444
    [brelan-5] 555
    [brelan-6] 666
    [carre] CAR
    [full] FUL
    [quinte] QUI
    [small] SMA
    [yam] YAM
    [sec] SEC
   *[appel] APP
}
# Título de la columna de dados en una pantalla estrecha: tiradas hechas del máximo permitido.
linotte-draw-throws-short = { $throws } de { $most }

# Título de la zona de los dados antes de la primera tirada del turno: la última tirada, aún a la vista, quién la hizo y su número.
linotte-draw-last-throw = Última tirada ({ $name }), { $throws } de { $most }
# Título de la columna de dados en una pantalla estrecha antes del primer tiro del turno: quién tiró los dados que siguen a la vista, su nombre o, si el nombre no deja sitio al tablero, la letra de sus fichas. 9 caracteres como mucho con «Ana», 11 con los corchetes de la opción Tirar.
linotte-draw-last-throw-short = Tiró { $who }
# Bajo los dados en una pantalla estrecha: la letra de un color y sus fichas restantes (11 caracteres como mucho).
linotte-draw-pawns-short = { $pawn } { $pawns ->
    [1] una ficha
    [one] { $pawns } ficha
   *[other] { $pawns } fichas
}
# En la pantalla final estrecha, antes de los puntos de cada jugador, sobre el tablero.
linotte-draw-points = Puntos
# Lo que hace D en La Linotte (F1).
linotte-cmd-dice = tus dados, los que guardas y las combinaciones que forman
