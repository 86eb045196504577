## Sixty-One: las palabras del juego. Las bellotas son los puntos; la fila de hojas suma los dados sobrantes.

# Nombre del juego, en menús y títulos.
sixty-one-name = Sixty-One
# Una frase para el menú de juegos.
sixty-one-summary = Un juego otoñal de dados y lápiz, de 1 a 6 jugadores: de los tres dados, uno elige un área, otro se escribe en ella y el último hace crecer tu fila de hojas; gana quien junte más bellotas.

## Piezas comunes

# Lo que da un total de hojas, dicho tras el total. $prize: x, acorns o none; $bonus: bellotas; $ends: yes cuando el total llega a 61 o más.
sixty-one-prize = { $prize ->
        [x] , una X
        [acorns] , { $bonus ->
            [1] una bellota extra
            [one] { $bonus } bellota extra
           *[other] { $bonus } bellotas extra
        }
       *[none] {""}
    }{ $ends ->
        [yes] , la partida termina al acabar esta ronda
       *[no] {""}
    }
# Nombre de un área de la hoja. $area es su clave.
sixty-one-area = { $area ->
        [pumpkins] Calabazas
        [lilies] Nenúfares
        [marshmallows] Malvaviscos
        [chocolate] Chocolate caliente
        [dens] Madrigueras de zorro
       *[mushrooms] Setas
    }
# Nombre de una casilla dentro de su área. $group: número de calabaza o de brocheta (1 = brocheta izquierda); $pos: lugar dentro de ella; $n: número de la casilla en el área.
sixty-one-spot = { $area ->
        [pumpkins] calabaza { $group }, { $pos ->
            [1] primera casilla
           *[other] segunda casilla
        }
        [lilies] nenúfar { $n }
        [marshmallows] { $group ->
            [1] brocheta de la izquierda
           *[other] brocheta de la derecha
        }, malvavisco { $pos }
        [chocolate] taza { $n }
        [dens] madriguera { $n }
       *[mushrooms] seta { $n }
    }
# Un número de bellotas, los puntos del juego.
sixty-one-acorns = { $count ->
        [1] una bellota
        [one] { $count } bellota
       *[other] { $count } bellotas
    }
# Un valor escrito: un valor de dado o la X comodín.
sixty-one-value = { $value ->
        [X] X
       *[other] { $value }
    }
# Dónde está una madriguera, dicho tras su nombre. $row: 0 abajo, 1 en medio, 2 arriba; $below: las madrigueras sobre las que descansa.
sixty-one-den-where = { $row ->
        [0] {", "}fila de abajo
        [1] {", "}fila del medio, sobre las madrigueras { $below }
       *[other] {", "}cima, sobre las madrigueras { $below }
    }
# Nada que añadir sobre dónde está una casilla (todas las áreas salvo las madrigueras). Debe quedar vacío.
sixty-one-nowhere = {""}
# Una lista de alternativas vacía.
sixty-one-none = nada
# Lo que admite un área vacía cuando vale cualquier valor de dado.
sixty-one-any = cualquier valor

## Sucesos

# Nueva ronda: se tiran los dados para todos. $you es yes para un jugador, cuya elección de jugada dice los dados justo después: solo se dicen a un espectador y antes de pasar el teclado, cuando el aviso va primero ($you no); $last es yes en la ronda 20.
sixty-one-rolled = Ronda { $round }{ $last ->
        [yes] , la última
       *[no] {""}
    }.{ $you ->
        [yes] {""}
       *[no] {" "}Dados: { $dice }.
    }
# Privado: tu elección queda anotada mientras otros siguen eligiendo. $total: tu total de hojas después.
sixty-one-recorded = Anotado: { $area }, { $spot }: { $value }; el { $leaf } a las hojas, total { $total }{ $prize }. Esperando a { $waiting }.
# Privado: no escribes nada (no cabe nada) mientras otros siguen eligiendo.
sixty-one-recorded-skip = Anotado: no escribes nada; el { $leaf } a las hojas, total { $total }{ $prize }. Esperando a { $waiting }.
# Privado: la casilla de tu X queda anotada mientras otros colocan la suya.
sixty-one-recorded-x = Anotado: tu X va en el área { $area }, { $spot }. Esperando a { $waiting }.
# Una jugada de la ronda, completa. $acorns dice $gained bellotas en palabras.
sixty-one-wrote = { $you ->
        [yes] Tú
       *[no] { $player }
    }: { $area }, { $spot }: { $value }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }. El { $leaf } a las hojas, total { $total }.
# La jugada de otro jugador, en modo breve.
sixty-one-wrote-brief = { $player }: { $area } { $value }, hojas { $total }.
# No cabía nada en una hoja: solo se usó el dado de las hojas.
sixty-one-skipped = No cabía nada en { $you ->
        [yes] tu hoja
       *[no] la hoja de { $player }
    }: el { $leaf } a las hojas, total { $total }.
# Igual, en modo breve.
sixty-one-skipped-brief = { $player }: no cabía nada, hojas { $total }.
# El total de hojas cae justo en 21, 41 o 61.
sixty-one-leaf-bonus = Total de hojas { $total }: { $you ->
        [yes] ganas
       *[no] { $player } gana
    } { $acorns }.
# El total de hojas cae justo en 11, 31 o 51.
sixty-one-x-gained = Total de hojas { $total }: { $you ->
        [yes] ganas una X
       *[no] { $player } gana una X
    }.
# Se gana una X pero no queda ninguna casilla libre en la hoja.
sixty-one-x-lost = No queda ninguna casilla libre: { $you ->
        [yes] pierdes tu X
       *[no] { $player } pierde su X
    }.
# Se escribe una X, completo.
sixty-one-x-placed = { $you ->
        [yes] Colocas tu X
       *[no] { $player } coloca una X
    } en el área { $area }, { $spot }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }.
# La X de otro jugador, en modo breve.
sixty-one-x-placed-brief = { $player }: X en el área { $area }.
# Bonificación por llenar primero. $winners: quién llenó el área primero (si son varios en la misma ronda, todos ganan la bonificación), $count personas; $you es yes cuando quien escucha está entre ellas; $missed es yes cuando quien escucha se la perdió. $alone es yes en solitario (no hay rival al que adelantarse).
sixty-one-first-fill = { $alone ->
    [yes] Llenas el área { $area }: 3 bellotas de bonificación.
   *[no] { $you ->
            [yes] { $count ->
                [one] Llenas
               *[other] { $winners } llenáis
            }
           *[no] { $winners } { $count ->
                [one] llena
               *[other] llenan
            }
        } antes que nadie el área { $area }: { $count ->
            [one] 3 bellotas extra
           *[other] 3 bellotas extra cada uno
        }.{ $missed ->
            [yes] {" "}Te has quedado sin esta bonificación.
           *[no] {""}
        }
}
# Un área llenada cuando otro ya se llevó su bonificación.
sixty-one-area-filled = { $you ->
        [yes] Has
       *[no] { $player } ha
    } llenado el área { $area }; la bonificación ya estaba adjudicada.
# Por qué termina la partida antes de la ronda 20: $who ($count personas) llegó a 61 hojas o más; $you es yes cuando quien escucha está entre ellas; $round: la ronda recién jugada. Sigue «Fin de la partida».
sixty-one-ending = { $you ->
        [yes] { $count ->
            [one] Tu fila de hojas llega
           *[other] { $who } llegáis
        }
       *[no] { $who } { $count ->
            [one] llega
           *[other] llegan
        }
    } a 61 o más{ $you ->
        [yes] { $count ->
            [one] {""}
           *[other] {" "}en la fila de hojas
        }
       *[no] {" "}en la fila de hojas
    }. La ronda { $round } ha sido la última.

## Teclas D, T, L y árbol de consulta

# D: los dados de la ronda.
sixty-one-dice = Ronda { $round }{ $last ->
        [yes] , la última
       *[no] {""}
    }: dados { $dice }.
# D antes de la primera tirada.
sixty-one-no-dice = Todavía no se han tirado los dados.
# T cuando la partida ha terminado.
sixty-one-turn-over = La partida ha terminado, tras la ronda { $round }.
# T entre rondas.
sixty-one-turn-roll = Se van a tirar los dados de la ronda { $round }.
# T mientras se elige. $waiting: quién tiene que elegir todavía, tú entre ellos y al final (si no, otro mensaje). $you: yes si solo faltas tú.
sixty-one-turn-choose = Ronda { $round } de { $last_round }, dados { $dice }. { $you ->
    [yes] Te toca elegir.
   *[no] Pendientes de elegir: { $waiting }.
}
# T cuando quien escucha no tiene nada que decidir: la plataforma dice luego a quién espera. $phase: choose, o x mientras se colocan las X.
sixty-one-turn-others = Ronda { $round } de { $last_round }, dados { $dice }{ $phase ->
        [x] , colocación de las X
       *[other] {""}
    }.
# T mientras algunos colocan su X. $waiting: quién, tú entre ellos y al final. $you: yes si solo faltas tú.
sixty-one-turn-x = Ronda { $round } de { $last_round }, dados { $dice }. { $you ->
    [yes] Te toca colocar una X.
   *[no] Pendientes de colocar una X: { $waiting }.
}
# T: tu propia elección, secreta hasta que todos hayan elegido.
sixty-one-turn-mine = Tu elección: { $area }, { $spot }: { $value }.
# T: tu elección cuando no cabía nada.
sixty-one-turn-mine-skip = Tu elección: no escribes nada, el { $leaf } a las hojas.
# T: dónde va tu X.
sixty-one-turn-mine-x = Tu X: { $area }, { $spot }.
# C: la cabecera de una hoja.
sixty-one-sheet = { $you ->
        [yes] Tu hoja de juego
       *[no] Hoja de juego de { $player }
    }: { $acorns }, total de hojas { $total }.
# C: un área. $bonus: won, missed u open; $needs: valores que caben después; $full: yes cuando todas las casillas están escritas.
sixty-one-sheet-area = { $area }: { $acorns }, { $filled ->
        [1] una
       *[other] { $filled }
    } de { $size } casillas rellenas{ $full ->
        [yes] {""}
       *[no] , admite ahora { $needs }
    }; bonificación por llenar primero { $bonus ->
        [won] ganada
        [missed] perdida
       *[open] aún en juego
    }.
# C: una casilla. $state: empty o written; $kind: spot (puntúa sola), open (su calabaza o brocheta da $worth al completarse) o done (completa).
sixty-one-sheet-spot = { $spot }{ $where }: { $state ->
        [empty] sin escribir
       *[written] { $value }
    }, { $kind ->
        [open] { $worth } al completarse
        [done] completa, { $worth }
       *[spot] vale { $worth }
    }.
# C: la fila de hojas. $next: próximo total con premio (0 si no queda ninguno); $prize: x, acorns o none; $lost: X perdidas.
sixty-one-sheet-leaves = Fila de hojas: total { $total } tras { $count ->
        [1] una
       *[other] { $count }
    } de 20 hojas{ $prize ->
        [x] ; próximo premio en { $next }: una X
        [acorns] ; próximo premio en { $next }: { $bonus ->
            [1] una bellota
            [one] { $bonus } bellota
           *[other] { $bonus } bellotas
        }
       *[none] {""}
    }{ $lost ->
        [0] {""}
       *[other] ; X perdidas: { $lost }
    }.
# C: una hoja. $leaf: el dado sumado; $total: el total escrito.
sixty-one-sheet-leaf = Hoja { $n }: más { $leaf }, total { $total }{ $prize }.
# Una línea de la puntuación: un área. Las bellotas llevan su nombre: «Calabazas: 21» se oía
# «veintiuno».
sixty-one-item-area = { $area }: { $points ->
        [1] una bellota
        [one] { $points } bellota
       *[other] { $points } bellotas
    } ({ $filled ->
        [1] una
       *[other] { $filled }
    } de { $size } casillas rellenas)
# Una línea de la puntuación: bonificaciones por llenar primero. $areas: cuántas áreas.
sixty-one-item-first = bonificaciones por llenar primero: { $areas ->
        [0] ninguna
        [1] { $points ->
        [1] una bellota
        [one] { $points } bellota
       *[other] { $points } bellotas
    } (un área)
        [one] { $points ->
        [1] una bellota
        [one] { $points } bellota
       *[other] { $points } bellotas
    } ({ $areas } área)
       *[other] { $points ->
        [1] una bellota
        [one] { $points } bellota
       *[other] { $points } bellotas
    } ({ $areas } áreas)
    }
# Una línea de la puntuación: premios de la fila de hojas, con su total.
sixty-one-item-leaves = premios de las hojas: { $points ->
        [1] una bellota
        [one] { $points } bellota
       *[other] { $points } bellotas
    } (total de hojas { $total })
# S: las bellotas de todos; a solas en la mesa ($solo: yes), las tuyas en una frase. $count: tus bellotas.
sixty-one-scores = { $solo ->
    [yes] { $count ->
        [0] No tienes ninguna bellota.
        [1] Tienes una bellota.
       *[other] Tienes { $count } bellotas.
    }
   *[no] { $entries }.
}
# S en una mesa donde nadie tiene bellotas aún (el principio de cada partida).
sixty-one-scores-none = Todavía nadie tiene bellotas.
# S: las bellotas de un jugador, con su nombre («Bellotas: Ana con 21» se oía «veintiuno»). Quien
# escucha va siempre el último, así que la lista empieza por un nombre.
sixty-one-score-entry = { $you ->
        [yes] tú { $count ->
            [0] no tienes ninguna bellota
            [1] tienes una bellota
            [one] tienes { $count } bellota
           *[other] tienes { $count } bellotas
        }
       *[no] { $player } { $count ->
            [0] no tiene ninguna bellota
            [1] tiene una bellota
            [one] tiene { $count } bellota
           *[other] tiene { $count } bellotas
        }
    }
# Mayús+S y puntuación final: las bellotas de un jugador, línea a línea.
sixty-one-score-detail = { $you ->
        [yes] Tú
       *[no] { $player }
    }: { $acorns }. { $items }.
# W: un jugador en la mesa. $status: choosing, chosen, x o none.
sixty-one-table-seat = { $you ->
        [yes] Tú
       *[no] { $player }
    }: { $acorns }, total de hojas { $total }, { $written ->
        [0] ninguna casilla rellena
        [1] una casilla rellena
        [one] { $written } casilla rellena
       *[other] { $written } casillas rellenas
    }{ $status ->
        [choosing] , eligiendo
        [chosen] , con la elección hecha
        [x] , colocando una X
       *[none] {""}
    }.
# Final de una partida de 2 o más: quién gana. $count: cuántos comparten la victoria; $mine: yes si quien escucha gana.
sixty-one-final-winners = { $count ->
        [one] { $mine ->
            [yes] ¡Ganas con { $acorns }!
           *[no] Gana { $winners }, con { $acorns }.
        }
       *[other] Victoria compartida: { $winners }, con { $acorns } cada uno.
    }

## El selector de jugadas

# Se dice antes de la zona tomada por el jugador, cuando se salta la pregunta que nombraba los dados.
sixty-one-fact-dice = Dados { $dice }.
# Selector, primer paso.
sixty-one-prompt-area = Dados { $dice }: elige el dado del área.
# Selector, primer paso cuando no cabe nada en la hoja.
sixty-one-prompt-skip = Dados { $dice }: no cabe nada en tu hoja.
# Selector, colocar una X.
sixty-one-prompt-x-area = Coloca tu X: elige el área.
# Selector, el dado de las hojas cuando no cabe nada. Sin los dados: el paso anterior, tomado por el jugador, acaba de decirlos («Dados 1, 1 y 1: no cabe nada en tu hoja.»), y cada opción dice su dado.
sixty-one-prompt-leaf = Elige el dado para la fila de hojas.
# Selector, la casilla de una X.
sixty-one-prompt-x-spot = { $area }: elige la casilla de tu X.
# Selector, segundo paso.
sixty-one-prompt-value = { $area }: elige el valor que vas a escribir.
# Selector, tercer paso.
sixty-one-prompt-spot = { $area }, valor { $value }: elige la casilla.
# Opción: no escribir, solo cuando no cabe nada.
sixty-one-opt-skip = No escribir y elegir el dado de las hojas
# Opción: un dado para la fila de hojas.
sixty-one-opt-leaf = El { $leaf } a las hojas, total { $total }{ $prize }
# Opción: un área donde puede ir la X.
sixty-one-opt-x-area = { $area }, { $count ->
        [1] una casilla disponible
        [one] { $count } casilla disponible
       *[other] { $count } casillas disponibles
    }
# Opción: un área, elegida por el dado que muestra su número.
sixty-one-opt-area = { $area }, dado { $die }
# Opción: el valor que se escribe; el dado restante va a las hojas.
sixty-one-opt-value = Escribir { $value }; el { $leaf } a las hojas, total { $total }{ $prize }
# Opción: una casilla, con lo que puntúa. $fills: yes si completa el área; $bonus: yes si la bonificación por llenar primero sigue libre.
sixty-one-opt-spot = { $spot }: { $value }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }{ $fills ->
        [yes] , completa el área{ $bonus ->
            [yes] , más 3 bellotas de bonificación
           *[no] {""}
        }
       *[no] {""}
    }
# Por qué no se ofrece un área: está llena.
sixty-one-why-full = { $area }: área llena.
# Por qué no se ofrece un área: ningún dado muestra su número.
sixty-one-why-no-die = { $area }: ningún dado muestra un { $die }.
# Por qué no se ofrece un área o un valor: lo que necesita después. $key: la clave del área, para la concordancia.
sixty-one-why-needs = { $area }: { $key ->
        [chocolate] necesita
       *[other] necesitan
    } ahora { $needs }; los otros dados muestran { $others }.
# Tecla 1 a 6, cuando no cabe nada, con un número que ningún dado muestra.
sixty-one-why-leaf = Ningún dado muestra un { $die }.
# Tecla 1 a 6, con el área ya elegida, con un número que no muestra ninguno de los otros dos dados.
sixty-one-why-other-die = Ningún otro dado muestra un { $die }.
# Tecla 1 a 6 con un valor que ningún dado ofrece para esta área.
sixty-one-why-value = Ahora no se puede escribir un { $value } en el área { $area }.
# L cuando la partida ha terminado.
sixty-one-legal-over = La partida ha terminado.
# L mientras los demás eligen.
sixty-one-legal-none = Nada que hacer por ahora: esperando a { $waiting }.
# L cuando no cabe nada.
sixty-one-legal-skip = No cabe nada en tu hoja: elige el dado para las hojas, { $dice }.
# L al colocar una X. $areas: las áreas, una lista; $count: cuántas (al final puede quedar una
# sola).
sixty-one-legal-x = { $count ->
    [one] Tu X puede ir en el área { $areas }.
   *[other] Tu X puede ir en las áreas { $areas }.
}
# L: la cabecera antes de una línea por área.
sixty-one-legal-assign = Puedes escribir:
# L: un área y los valores que admite ahora.
sixty-one-legal-area = { $area }: { $values }.

## Teclas (F1)

# F1: teclas 1 a 6.
sixty-one-key-die = El dado que muestra ese número: primero su área, luego el valor que vas a escribir en ella; si no cabe nada, el dado para tus hojas.

## Jugadas rechazadas

# La casilla no existe.
sixty-one-illegal-no-such-spot = Esa casilla no existe.
# La casilla ya está rellena.
sixty-one-illegal-spot-taken = Esa casilla ya está rellena.
# Una madriguera de arriba necesita las dos de debajo.
sixty-one-illegal-den-needs-support = Una madriguera solo se puede llenar cuando las dos de debajo están llenas.
# Nenúfares, setas, calabazas y brochetas se llenan en orden.
sixty-one-illegal-out-of-order = Esta área se llena en orden: rellena antes la casilla anterior.
# Regla de las calabazas.
sixty-one-illegal-pumpkin-must-match = La segunda casilla de una calabaza debe repetir el valor de la primera.
# Regla de los nenúfares.
sixty-one-illegal-lily-must-differ = Cada nenúfar debe ser distinto de todos los anteriores.
# Regla de los malvaviscos.
sixty-one-illegal-skewer-must-match = Todos los malvaviscos de una brocheta deben tener el valor del primero.
# Regla del chocolate caliente.
sixty-one-illegal-mug-needs-its-value = Cada taza solo admite su propio número.
# Regla de las madrigueras.
sixty-one-illegal-den-beside-same = Una madriguera no puede repetir el valor de una madriguera llena que tenga al lado, debajo o encima.
# Regla de las setas.
sixty-one-illegal-mushroom-must-follow = Cada seta debe valer uno más o uno menos que la anterior; el 6 y el 1 cuentan como seguidos.
# El dado indicado no está entre los de la ronda (cada dado se usa una vez).
sixty-one-illegal-no-such-die = No queda ningún dado con ese valor.
# Solo se puede pasar si no cabe nada.
sixty-one-illegal-must-place = Algo cabe en tu hoja: tienes que escribir un dado.
# La X se coloca antes que nada.
sixty-one-illegal-place-x-first = Coloca primero tu X.
# No es el momento.
sixty-one-illegal-not-now = Ahora no se puede hacer eso.
# Una tirada son tres dados del 1 al 6.
sixty-one-illegal-bad-roll = Una tirada son tres dados del 1 al 6.

# Mayús+H: lo que el bot difícil espera de una jugada. $points: bellotas esperadas al final, redondeadas; $wins: porcentaje de las partidas jugadas hasta el final que gana, o "none" en solitario. Con rivales, las victorias ordenan las jugadas: se dicen primero.
sixty-one-hint-expect = { $wins ->
        [none] { $points ->
            [0] ninguna bellota
            [1] una bellota
            [one] { $points } bellota
           *[other] unas { $points } bellotas
        } al final
       *[other] con esta jugada ganas el { $wins } de las partidas simuladas y acabas { $points ->
            [0] sin bellotas
            [1] con una bellota
            [one] con { $points } bellota
           *[other] con unas { $points } bellotas
        }
    }
# Consejo: una jugada entera. $area: el nombre del área; $spot: la casilla; $value: el dado que se escribe; $leaf: el dado que se suma a las hojas.
sixty-one-hint-move = { $area }, { $spot } con el { $value }, el { $leaf } a las hojas
# Consejo: no cabe nada en ningún sitio, así que un dado va a las hojas. $leaf: ese dado.
sixty-one-hint-skip = no cabe nada, el { $leaf } a las hojas
# Consejo: dónde escribir la X recién ganada. $area, $spot: como en sixty-one-hint-move.
sixty-one-hint-x = { $area }, { $spot } con la X
# Motivo del consejo: las bellotas que da la casilla ahora. $acorns: «2 bellotas».
sixty-one-hint-gain = da { $acorns }
# Motivo del consejo: la jugada llena su área. $area: su nombre; $bonus: yes mientras nadie la haya llenado (el primero gana 3 bellotas extra).
sixty-one-hint-fills = llena el área { $area }{ $bonus ->
        [yes] {" "}con 3 bellotas de bonificación
       *[no] {""}
    }
# Motivo del consejo: los valores que el área aún admite tras la jugada. $area: su nombre; $values: esos valores («4 o 6»); $count: cuántos son.
sixty-one-hint-open = el área { $area } { $count ->
        [one] ya solo admite un { $values }
       *[other] aún admite { $values }
    }
# Motivo del consejo: las hojas caen en un premio o llegan al final. $total: el nuevo total de las hojas; $prize: x, acorns o none; $bonus: las bellotas de 21, 41 o 61; $ends: yes a partir de 61.
sixty-one-hint-leaves = tus hojas llegan a { $total }{ $prize ->
        [x] , que da una X
        [acorns] , que da { $bonus ->
            [1] una bellota extra
            [one] { $bonus } bellota extra
           *[other] { $bonus } bellotas extra
        }
       *[none] {""}
    }{ $ends ->
        [yes] , lo que acaba la partida tras esta ronda
       *[no] {""}
    }
# Motivo del consejo: las hojas se quedan antes del próximo premio. $total: el nuevo total de las hojas; $target: el próximo total que da una X o bellotas; $gap: lo que aún falta.
sixty-one-hint-leaves-short = tus hojas llegan a { $total }, a { $gap } del { $target }
# Motivo del consejo: la jugada empieza una calabaza o una brocheta vacía. $area: pumpkins o marshmallows; $acorns: lo que vale completa («5 bellotas»); $size: sus casillas; $wild: yes cuando la jugada escribe ahí una X, que vale por cualquier valor: solo las $rest casillas siguientes necesitan un mismo valor (la otra casilla de una calabaza admite cualquiera).
sixty-one-hint-starts = empieza { $area ->
        [pumpkins] una calabaza
       *[other] una brocheta
    } que, con { $wild ->
        [yes] { $rest ->
            [one] cualquier valor en su otra casilla
           *[other] sus otras { $rest } casillas del mismo valor
        }
       *[no] { $size ->
            [one] su casilla
           *[other] sus { $size } casillas
        } del mismo valor
    }, valdrá { $acorns }
# Motivo del consejo: la jugada llena la segunda casilla de la brocheta de la derecha (3 casillas), a la que entonces solo le falta un valor. $value: ese valor (any cuando solo hay X escritas); $acorns: lo que vale la brocheta completa («5 bellotas»).
sixty-one-hint-grows = a la brocheta ya solo le falta { $value ->
        [any] una casilla, de cualquier valor,
       *[other] un { $value }
    } para valer { $acorns }
# Motivo del consejo: otra jugada sopesada escribe más bellotas ahora, y por qué el consejo la deja. $move: esa jugada (como sixty-one-hint-move); $sure: las bellotas que escribe ya, bonificación de primer llenado incluida; $measure: wins (con rivales: $theirs y $ours son porcentajes de partidas simuladas ganadas) o points (en solitario: las bellotas esperadas al final); $verdict: worse, o even cuando la búsqueda no puede distinguirlas de la suerte y se queda con su primera opción; $samples: las partidas simuladas por jugada.
sixty-one-hint-passes = sumarías ya { $sure ->
        [1] una bellota
       *[other] { $sure } bellotas
    } con { $move }{ $measure ->
        [wins] { $verdict ->
            [worse] , pero solo ganarías el { $theirs } de las partidas simuladas, frente al { $ours }
           *[even] , y ganarías el { $theirs } de las partidas simuladas, frente al { $ours }, tan poca diferencia { $samples ->
                [one] con una sola partida simulada por jugada
               *[other] con solo { $samples } partidas simuladas por jugada
            } que puede ser pura suerte, así que el bot difícil se queda con su jugada
        }
       *[points] { $verdict ->
            [worse] , pero acabarías con unas { $theirs } bellotas, frente a { $ours }
           *[even] , y acabarías con unas { $theirs } bellotas, frente a { $ours }, tan poca diferencia { $samples ->
                [one] con una sola partida simulada por jugada
               *[other] con solo { $samples } partidas simuladas por jugada
            } que puede ser pura suerte, así que el bot difícil se queda con su jugada
        }
    }

## Pantalla completa: la hoja dibujada

# Título de la zona de los dados: la ronda y la última.
sixty-one-draw-round = Ronda { $round } de { $last }
# Delante de los totales escritos en la fila de hojas («hojas» sola se leería también como la hoja de puntuación).
sixty-one-draw-leaves = Totales
# Leyenda de la fila de hojas en la única línea de una pantalla estrecha.
sixty-one-draw-leaf-line = Hojas{ $lost ->
    [0] {""}
    [1] , una X perdida
    [one] , { $lost } X perdida
   *[other] , { $lost } X perdidas
}
# Título de la fila de hojas: su total y lo perdido más allá de 61.
sixty-one-draw-leaf-total = Fila de hojas: { $total }{ $lost ->
    [0] {""}
    [1] , una X perdida
    [one] , { $lost } X perdida
   *[other] , { $lost } X perdidas
}
# Título de un área: su nombre, el dado que la elige, sus bellotas.
sixty-one-draw-area = { $number }. { $area }: { $acorns }
# Una zona de la hoja de otro jugador, en una línea: su número (el dado de zona).
sixty-one-draw-area-number = { $number }.
# Título de la hoja de otro jugador, dibujada junto a la tuya en una pantalla ancha.
sixty-one-draw-sheet-of = Hoja de { $player }
# Título de los totales de los jugadores.
sixty-one-draw-acorns = Bellotas
# En una pantalla estrecha, la leyenda del total de hojas de otro jugador.
sixty-one-draw-leaves-of = Hojas ({ $player })
# Lo que hace D en Sixty-One (F1).
sixty-one-cmd-dice = los tres dados de esta ronda
