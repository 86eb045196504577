## 16 lueurs d'hiver (identificador «lueurs»): todo lo que dice el juego.
## Los Grelots del original son aquí «cascabeles»; las ampoules, bombillas; las bourses, bolsas.

# Nombre del juego en el menú. Se conserva el título francés.
lueurs-name = 16 lueurs d'hiver (Luces de invierno)
# Una frase para el menú de juegos.
lueurs-summary = Un juego invernal de dados y lápiz, de 1 a 6 jugadores: anota parejas de dados en cinco zonas de invierno y enciende dieciséis bombillas; gana quien reúna más cascabeles.

# Un jugador como complemento de una frase, primero de su lista («tachada para ti», «para Bob
# y para ti»).
lueurs-whom = { $you ->
    [yes] ti
   *[no] { $player }
}
# El mismo detrás del primero de la lista: «ti» detrás de «y» repite la preposición de la
# frase («para Ana y para ti», nunca «para Ana y ti»).
lueurs-whom-after = { $you ->
    [yes] para ti
   *[no] { $player }
}

## Zonas, guirnaldas, pasteles, bolsas

# Nombre de una zona, solo, como en una lista de opciones.
lueurs-zone-bird = Pájaro cantor
# Nombre de una zona.
lueurs-zone-birdhouses = Casitas
# Nombre de una zona.
lueurs-zone-cakes = Pasteles
# Nombre de una zona.
lueurs-zone-snowmen = Muñecos de nieve
# Nombre de una zona.
lueurs-zone-squirrel = Ardilla
# Una zona dentro de una frase («Has completado el Pájaro cantor»).
lueurs-item-bird = el Pájaro cantor
# Una zona dentro de una frase.
lueurs-item-birdhouses = las Casitas
# Una zona dentro de una frase.
lueurs-item-cakes = los Pasteles
# Una zona dentro de una frase.
lueurs-item-snowmen = los Muñecos de nieve
# Una zona dentro de una frase.
lueurs-item-squirrel = la Ardilla
# Una guirnalda dentro de una frase.
lueurs-item-red = la guirnalda roja
# Una guirnalda dentro de una frase.
lueurs-item-yellow = la guirnalda amarilla
# Una guirnalda dentro de una frase.
lueurs-item-green = la guirnalda verde
# Una guirnalda dentro de una frase.
lueurs-item-purple = la guirnalda morada
# Una guirnalda dentro de una frase.
lueurs-item-blue = la guirnalda azul
# Una bolsa de cascabeles, que se gana al completar su zona o guirnalda (también a principio de línea).
lueurs-bag-bird = Bolsa del Pájaro cantor
# Una bolsa de cascabeles.
lueurs-bag-birdhouses = Bolsa de las Casitas
# Una bolsa de cascabeles.
lueurs-bag-cakes = Bolsa de los Pasteles
# Una bolsa de cascabeles.
lueurs-bag-snowmen = Bolsa de los Muñecos de nieve
# Una bolsa de cascabeles.
lueurs-bag-squirrel = Bolsa de la Ardilla
# Una bolsa de cascabeles.
lueurs-bag-red = Bolsa de la guirnalda roja
# Una bolsa de cascabeles.
lueurs-bag-yellow = Bolsa de la guirnalda amarilla
# Una bolsa de cascabeles.
lueurs-bag-green = Bolsa de la guirnalda verde
# Una bolsa de cascabeles.
lueurs-bag-purple = Bolsa de la guirnalda morada
# Una bolsa de cascabeles.
lueurs-bag-blue = Bolsa de la guirnalda azul
# Color de la guirnalda 1 (la enciende un 1), adjetivo en femenino (bombilla, guirnalda).
lueurs-colour-red = roja
# Color de la guirnalda 2.
lueurs-colour-yellow = amarilla
# Color de la guirnalda 3.
lueurs-colour-green = verde
# Color de la guirnalda 4.
lueurs-colour-purple = morada
# Color de la guirnalda 5.
lueurs-colour-blue = azul
# Una guirnalda como título.
lueurs-garland-name-red = Guirnalda roja
# Una guirnalda como título.
lueurs-garland-name-yellow = Guirnalda amarilla
# Una guirnalda como título.
lueurs-garland-name-green = Guirnalda verde
# Una guirnalda como título.
lueurs-garland-name-purple = Guirnalda morada
# Una guirnalda como título.
lueurs-garland-name-blue = Guirnalda azul
# Una bombilla, opción del último paso.
lueurs-bulb-name-red = Bombilla roja
# Una bombilla.
lueurs-bulb-name-yellow = Bombilla amarilla
# Una bombilla.
lueurs-bulb-name-green = Bombilla verde
# Una bombilla.
lueurs-bulb-name-purple = Bombilla morada
# Una bombilla.
lueurs-bulb-name-blue = Bombilla azul
# Un pastel como título al repasar la hoja.
lueurs-cake-title-kouglof = Kouglof
# Un pastel como título.
lueurs-cake-title-biscuit-1 = Galleta 1
# Un pastel como título.
lueurs-cake-title-biscuit-2 = Galleta 2
# El pastel cuyos números suben desde abajo (un bizcocho alsaciano).
lueurs-cake-kouglof = el kouglof
# La primera galleta, cuyos números bajan desde abajo.
lueurs-cake-biscuit-1 = la galleta 1
# La segunda galleta.
lueurs-cake-biscuit-2 = la galleta 2
# El poder que suma 1 a un dado.
lueurs-power-plus = más 1
# El poder que resta 1 a un dado.
lueurs-power-minus = menos 1
# Un uso de poder: «+1 al 3».
lueurs-power-on = { $power } al { $value }
# Los poderes usados en este turno, en lista.
lueurs-powers-used = { $uses }
# Estado de una bolsa que aún se puede ganar.
lueurs-bag-state-open = todavía en juego
# Estado de una bolsa ganada.
lueurs-bag-state-circled = rodeada, ganada
# Estado de una bolsa perdida.
lueurs-bag-state-crossed = tachada

## Lo que anota un turno

# Dos casillas del Pájaro cantor marcadas.
lueurs-place-bird = casillas { $first } y { $second }
# La casita marcada.
lueurs-place-birdhouses = fila { $row }, columna { $column }
# Los dos números en un mismo pastel, el primero debajo.
lueurs-place-cake-one = { $first } y luego { $second } en { $cake }
# Un número en cada uno de dos pasteles.
lueurs-place-cake-two = { $first } en { $cake } y { $second } en { $other }
# El muñeco de nieve marcado.
lueurs-place-snowmen = suma { $sum }
# La ficha de dominó colocada, mitad izquierda y luego derecha.
lueurs-place-squirrel = espacio { $space }, { $left } a la izquierda y { $right } a la derecha
# Lo anotado: zona, lugar, valor declarado de los comodines, cascabeles ganados.
lueurs-record = { $zone }, { $place }{ $jokers ->
    [0] {""}
    [one] , comodín que vale { $values }
   *[other] , comodines que valen { $values }
}{ $known ->
    [yes] { $points ->
        [0] {""}
        [one] , un cascabel más
       *[other] , { $points } cascabeles más
    }
   *[other] {""}
}
# Un turno sin pareja anotada.
lueurs-record-nothing = nada anotado
# La bombilla marcada y cómo va su guirnalda.
lueurs-bulb-lit = bombilla { $colour }, { $lit ->
        [1] una
       *[other] { $lit }
    } de { $size } encendidas
# La bombilla elegida, antes de marcarla.
lueurs-bulb-colour = bombilla { $colour }
# Una pareja de dados y lo que enciende el tercero.
lueurs-pair = { $first } y { $second }{ $jokers ->
    [0] {""}
    [one] , con un comodín
   *[other] , con dos comodines
}; { $free ->
    [yes] el { $die } enciende la guirnalda que quieras
   *[other] el { $die } enciende una bombilla { $colour }
}

## Elegir la jugada: preguntas

# Primer paso cuando hay un poder desbloqueado (los dados se acaban de anunciar; D los repite).
lueurs-step-powers = ¿Usas un poder?
# Elegir la pareja; cada opción nombra la pareja y el dado que queda para una bombilla.
lueurs-step-pair = ¿Qué pareja anotas?
# Elegir la zona.
lueurs-step-zone = ¿Dónde anotas { $first } y { $second }?
# Elegir las dos casillas del Pájaro cantor.
lueurs-step-boxes = ¿Qué casillas del Pájaro cantor?
# Elegir la primera casilla (pareja con comodín).
lueurs-step-box = ¿Primera casilla del Pájaro cantor, la más cercana al pájaro?
# Elegir la segunda casilla.
lueurs-step-other-box = ¿Segunda casilla del Pájaro cantor?
# Elegir la casita (pareja con comodín).
lueurs-step-cell = ¿Qué casita?
# Elegir los pasteles y el orden.
lueurs-step-cake-write = ¿Qué pasteles y en qué orden?
# Elegir los pasteles (pareja con comodín).
lueurs-step-cakes = ¿Qué pasteles?
# Pasteles con un comodín: el número escrito en el primer bollo.
lueurs-step-first-value = ¿Qué número primero?
# Pasteles con un comodín: el número escrito en el segundo bollo.
lueurs-step-second-value = ¿Y el segundo número?
# Elegir el muñeco de nieve (pareja con comodín).
lueurs-step-sum = ¿Qué muñeco de nieve?
# Elegir el espacio y el sentido del dominó.
lueurs-step-domino = ¿Dónde va el dominó?
# Elegir el espacio del dominó (pareja con comodín).
lueurs-step-space = ¿En qué espacio va el dominó?
# Ardilla con un comodín: el número de la mitad izquierda del dominó.
lueurs-step-left-half = ¿Qué número en la mitad izquierda?
# Ardilla con un comodín: el número de la mitad derecha del dominó.
lueurs-step-right-half = ¿Y en la mitad derecha?
# Último paso: la bombilla; $die vale 0 si no se anotó nada y sirve cualquier dado.
lueurs-step-bulb = { $die ->
    [0] ¿Qué bombilla enciendes? Vale cualquier dado.
   *[other] ¿Qué bombilla enciende el { $die }?
}

## Elegir la jugada: opciones

# Paso de los poderes: ninguno.
lueurs-opt-no-power = Sin poder
# Paso de los poderes: un uso y los dados que deja.
lueurs-opt-powers = { $uses }: dados { $dice }
# Paso de la pareja: no anotar nada.
lueurs-opt-skip = No anotar nada, solo encender una bombilla
# Una zona donde la pareja tiene varios lugares, y cuántos.
lueurs-opt-zone = { $zone }, { $count ->
    [1] una opción
    [one] { $count } opción
   *[other] { $count } opciones
}
# La única zona donde cabe la pareja, tomada por el jugador, y cuántos lugares tiene allí.
lueurs-taken-zone = { $zone } (única zona posible): { $count ->
    [1] una opción.
    [one] { $count } opción.
   *[other] { $count } opciones.
}
# Una zona donde la pareja tiene un único lugar.
lueurs-opt-zone-place = { $zone }: { $place }{ $points ->
    [0] {""}
    [one] , un cascabel más
   *[other] , { $points } cascabeles más
}
# Un lugar completo y los cascabeles que da ahora.
lueurs-opt-place = { $place }{ $points ->
    [0] {""}
    [one] , un cascabel más
   *[other] , { $points } cascabeles más
}
# Una casilla del Pájaro cantor para el comodín.
lueurs-opt-box = Casilla { $box }, con el { $value }, vale { $grelots ->
    [1] un cascabel
    [one] { $grelots } cascabel
   *[other] { $grelots } cascabeles
}
# La segunda casilla.
lueurs-opt-other-box = Casilla { $box }, con el { $value }{ $points ->
    [0] {""}
    [one] , un cascabel más
   *[other] , { $points } cascabeles más
}
# Los dos números en un mismo pastel.
lueurs-opt-cakes-one = Los dos en { $cake }
# Un número en cada uno de dos pasteles.
lueurs-opt-cakes-two = Uno en { $cake } y el otro en { $other }
# Un espacio de la Ardilla.
lueurs-opt-space = Espacio { $space }{ $centre ->
    [yes] , la flecha del centro
   *[other] {""}
}
# Pasteles con un comodín: un número para el primer bollo, en su pastel.
lueurs-opt-first-value = { $value } en { $cake }
# Ardilla con un comodín: un número para la mitad izquierda del dominó.
lueurs-opt-left-half = { $value } a la izquierda
# Los números del dominó.
lueurs-opt-halves = { $left } a la izquierda, { $right } a la derecha{ $points ->
    [0] {""}
    [one] , un cascabel más
   *[other] , { $points } cascabeles más
}
# Una bombilla: cómo queda su guirnalda y qué da completarla; $newpower vale no si el jugador ya tiene ese poder.
lueurs-opt-bulb = { $name }, { $lit ->
        [1] una
       *[other] { $lit }
    } de { $size } encendidas{ $completes ->
    [yes] : completa la guirnalda{ $newpower ->
        [yes] , poder { $power }
       *[other] {""}
    }{ $bag ->
        [0] , bolsa ya tachada
       *[other] , bolsa de { $bag ->
           [1] un cascabel
           [one] { $bag } cascabel
          *[other] { $bag } cascabeles
       }
    }{ $ends ->
        [yes] . Es tu cuarta guirnalda completa, así que la partida termina tras este turno
       *[other] {""}
    }
   *[other] {""}
}

## Por qué no se ofrece una opción

# Una pareja que no cabe en ninguna zona.
lueurs-why-pair = { $first } y { $second } no caben en ninguna zona.
# Pájaro cantor lleno.
lueurs-why-bird-full = El Pájaro cantor está lleno.
# Solo queda una casilla.
lueurs-why-bird-one-box = Al Pájaro cantor le queda una sola casilla libre; una pareja necesita dos.
# Ninguna casilla libre muestra ese valor.
lueurs-why-bird-value = Ninguna casilla libre del Pájaro cantor lleva el { $value }.
# Un doble cuyo valor solo está en una casilla libre.
lueurs-why-bird-same = Solo una casilla libre del Pájaro cantor lleva el { $value }.
# Casitas llenas.
lueurs-why-birdhouses-full = Todas las casitas están marcadas.
# Pareja con comodín: todas sus casitas ocupadas.
lueurs-why-birdhouses-joker = Todas las casitas que puede señalar esta pareja ya están marcadas.
# La regla de las Casitas.
lueurs-why-birdhouses-dice = Las Casitas necesitan un dado del 1 al 3 y otro del 4 al 6.
# La casita señalada está ocupada.
lueurs-why-birdhouses-taken = La casita de la fila { $row }, columna { $column } ya está marcada.
# Pasteles llenos.
lueurs-why-cakes-full = Todas las nubes de humo de los pasteles están rellenas.
# Ningún pastel admite la pareja; $needs dice qué admite cada uno.
lueurs-why-cakes-order = Ningún pastel admite { $first } y { $second }: { $needs }.
# Un pastel lleno.
lueurs-cake-need-full = en { $cake } ya no queda sitio
# Un pastel vacío.
lueurs-cake-need-any = { $cake } admite cualquier número
# El kouglof sube.
lueurs-cake-need-above = { $cake } pide más de { $value }
# Las galletas bajan.
lueurs-cake-need-below = { $cake } pide menos de { $value }
# Muñecos llenos.
lueurs-why-snowmen-full = Todos los muñecos de nieve están marcados.
# Pareja con comodín: todas las sumas ocupadas.
lueurs-why-snowmen-joker = Todas las sumas que puede dar esta pareja ya están marcadas.
# El muñeco de la suma está ocupado.
lueurs-why-snowmen-taken = El muñeco de nieve del { $sum } ya está marcado.
# Ardilla llena.
lueurs-why-squirrel-full = La fila de la Ardilla está llena.
# Los números que piden los extremos.
lueurs-why-squirrel-ends = Un nuevo dominó debe mostrar { $values } en el lado que toca la fila.
# Una guirnalda llena.
lueurs-why-bulb-full = La guirnalda { $colour } está completa.
# Una guirnalda que el dado no enciende.
lueurs-why-bulb-colour = { $die ->
    [0] Ningún dado enciende { $garland }.
   *[other] El { $die } no enciende { $garland }: solo un 6, o un dado cuya guirnalda esté completa, deja elegir.
}

# Paso de los poderes: por qué faltan algunos usos.
lueurs-why-powers = Un 6 no puede subir ni un 1 bajar; cada poder una vez por turno, sobre dos dados distintos; los usos que dan los mismos dados que otra opción se ofrecen una sola vez.
# Paso del Pájaro cantor: las casillas ofrecidas.
lueurs-why-boxes = Solo se ofrecen las casillas libres del Pájaro cantor que llevan los valores de la pareja; un comodín toma cualquier casilla libre.
# Paso de las Casitas.
lueurs-why-cell = Solo se ofrecen las casitas vacías que la pareja puede señalar.
# Paso de los Muñecos de nieve.
lueurs-why-sum = Solo se ofrecen los muñecos de nieve vacíos cuya suma puede dar la pareja.
# Pasos de los Pasteles: qué admite cada pastel.
lueurs-why-cakes = Cada pastel solo admite esto: { $needs }.
# Paso de la Ardilla, primera ficha.
lueurs-why-squirrel-first = El primer dominó va en la flecha, el espacio 3, girado como quieras.

## Anuncios

# La tirada, al empezar un turno.
lueurs-rolled = Turno { $turn }: { $dice }.
# Seises en la tirada.
lueurs-dice-jokers = { $count ->
    [one] El 6 es un comodín.
   *[other] Los seises son comodines.
}
# Un doble natural: cada hoja marca una casilla de doble. $alone: yes cuando se juega en solitario.
lueurs-double = { $alone ->
    [yes] ¡Doble! Marcas una casilla de doble: un cascabel.
   *[no] ¡Doble! Se marca una casilla de doble en cada hoja: un cascabel.
}
# Las 12 casillas de doble del jugador ya están marcadas.
lueurs-double-full = { $you ->
    [yes] Tus 12 casillas de doble ya están marcadas.
   *[no] { $player } ya tiene marcadas sus 12 casillas de doble.
}
# Tras elegir: el turno queda en secreto mientras los demás eligen.
lueurs-kept = Queda en secreto hasta que { $waiting } { $count ->
    [one] elija
   *[other] elijan
}.
# Otro jugador ha elegido (modo detallado).
lueurs-chose = { $player } ha elegido.
# Un turno, completo.
lueurs-played = { $you ->
    [yes] Tú
   *[no] { $player }
}: { $record }; { $bulb }.
# Un turno con poderes, completo.
lueurs-played-powers = { $you ->
    [yes] Tú
   *[no] { $player }
}: { $powers }; { $record }; { $bulb }.
# El turno de otro jugador, en modo breve.
lueurs-played-brief = { $player }: { $zone }, bombilla { $colour }.
# Una zona completada.
lueurs-completed-zone = { $you ->
    [yes] Completas
   *[no] { $player } completa
} { $item }{ $won ->
    [yes] {" "}y { $you ->
        [yes] rodeas
       *[no] rodea
    } su bolsa: ¡{ $grelots ->
        [1] un cascabel
        [one] { $grelots } cascabel
       *[other] { $grelots } cascabeles
    }!
   *[other] , pero esa bolsa ya estaba tachada.
}
# Una guirnalda completada; $newpower vale no si el jugador ya tenía su poder (una segunda guirnalda del mismo poder no da nada más).
lueurs-completed-garland = { $you ->
    [yes] Completas
   *[no] { $player } completa
} { $item }{ $newpower ->
    [yes] : poder { $power } desbloqueado
   *[other] {""}
}{ $won ->
    [yes] ; bolsa rodeada, ¡{ $grelots ->
        [1] un cascabel
        [one] { $grelots } cascabel
       *[other] { $grelots } cascabeles
    }!
   *[other] ; su bolsa ya estaba tachada.
}
# Bolsas que otros ya no pueden ganar. $you: yes si solo la tachas tú.
lueurs-bags-crossed = { $you ->
    [yes] { $bag }: la tachas en tu hoja.
   *[no] { $bag }: tachada para { $players }.
}
# El final de la partida.
lueurs-four-garlands = Cuatro guirnaldas completas para { $players }: era el último turno.

## Teclas D, S, T, W, L

# Aún no hay tirada.
lueurs-no-dice = Todavía no se han tirado los dados.
# D: los dados.
lueurs-dice = Turno { $turn }, dados { $dice }.
# D: un doble natural.
lueurs-dice-double = Un doble natural.
# D: los poderes del jugador.
lueurs-dice-powers = Tus poderes: { $powers }.
# S: un total.
lueurs-score-total = { $you ->
    [yes] Tú
   *[no] { $player }
}: { $total ->
    [1] un cascabel
    [one] { $total } cascabel
   *[other] { $total } cascabeles
}.
# Una fila de la tabla de puntuación.
lueurs-score-item = { $row } { $points }
# Mayús+S y el final: toda una tabla de puntuación.
lueurs-score-detail = { $you ->
    [yes] Tú
   *[no] { $player }
}, { $total ->
    [1] un cascabel
    [one] { $total } cascabel
   *[other] { $total } cascabeles
}: { $items }.
# Tabla de puntuación, fila 1: dobles marcados y bolsas rodeadas.
lueurs-row-bonus = dobles y bolsas
# Fila de la tabla de puntuación.
lueurs-row-bird = Pájaro cantor
# Fila de la tabla de puntuación.
lueurs-row-birdhouses = Casitas
# Fila de la tabla de puntuación.
lueurs-row-cakes = Pasteles
# Fila de la tabla de puntuación.
lueurs-row-snowmen = Muñecos de nieve
# Fila de la tabla de puntuación.
lueurs-row-squirrel = Ardilla
# T: partida terminada.
lueurs-turn-over = La partida ha terminado en el turno { $turn }.
# T: entre turnos.
lueurs-turn-rolling = Se van a tirar los dados del turno { $turn }.
# T: jugadores que aún eligen ($waiting, tú al final; $count: cuántos son); $you vale yes si solo faltas tú.
lueurs-turn-choosing = { $you ->
    [yes] Turno { $turn }; te toca elegir.
   *[no] Turno { $turn }; { $count ->
        [one] pendiente de elegir: { $waiting }.
       *[other] pendientes de elegir: { $waiting }.
    }
}
# T: cuánto falta para el final (llega con cuatro guirnaldas completas).
lueurs-turn-garlands = { $count ->
    [0] Aún no hay ninguna guirnalda completa.
   *[other] { $you ->
        [yes] Vas en cabeza, con { $count ->
                [1] una
               *[other] { $count }
            } de 4 guirnaldas completas.
        [solo] Tienes { $count ->
                [1] una
               *[other] { $count }
            } de 4 guirnaldas completas.
       *[no] En cabeza, con { $count ->
            [1] una
           *[other] { $count }
        } de 4 guirnaldas completas: { $players }.
    }
}
# W: un puesto en la mesa.
lueurs-table-seat = { $you ->
    [yes] Tú
   *[no] { $player }
}: { $total ->
    [1] un cascabel
    [one] { $total } cascabel
   *[other] { $total } cascabeles
}, { $full ->
    [0] ninguna guirnalda completa
    [1] una guirnalda completa
    [one] { $full } guirnalda completa
   *[other] { $full } guirnaldas completas
}, { $lit ->
        [1] una
       *[other] { $lit }
    } de 16 bombillas encendidas{ $held ->
    [0] {""}
    [one] , poder { $powers }
   *[other] , poderes { $powers }
}{ $status }.
# W: fuera de un turno.
lueurs-status-none = {""}
# W: todavía elige.
lueurs-status-choosing = , eligiendo
# W: ya ha elegido.
lueurs-status-chosen = , con la elección hecha
# L: poderes disponibles.
lueurs-legal-powers = { $count ->
    [0] Tus poderes no cambian nada con estos dados.
    [one] Tus poderes dan otra manera de cambiar los dados.
   *[other] Tus poderes dan { $count } maneras más de cambiar los dados.
}
# L: una pareja y sus zonas.
lueurs-legal-pair = { $pair }: { $zones }.
# L: no anotar nada. $colours: las bombillas que se pueden marcar, una lista con «o» de lueurs-colour («roja, verde o azul»).
lueurs-legal-skip = O no anotar nada y solo encender una bombilla { $colours }.

## El final

# Final en solitario.
lueurs-final-solo = Puntuación final: { $total ->
    [1] un cascabel
    [one] { $total } cascabel
   *[other] { $total } cascabeles
}.
# Ganador o victoria compartida.
lueurs-final-winners = { $count ->
    [one] { $you ->
        [yes] Ganas tú
       *[no] Gana { $players }
    } con { $total ->
        [1] un cascabel
        [one] { $total } cascabel
       *[other] { $total } cascabeles
    }.
   *[other] Victoria compartida entre { $players }, con { $total ->
        [1] un cascabel
        [one] { $total } cascabel
       *[other] { $total } cascabeles
    } cada uno.
}
# En solitario: la puntuación de la partida y la mejor hasta ahora.
lueurs-best-score = { $new ->
    [yes] ¡Nuevo récord!
   *[no] Tu mejor marca: { $best ->
        [1] un cascabel.
        [one] { $best } cascabel.
       *[other] { $best } cascabeles.
    }
}

## Teclas del juego (F1)

# Tecla G.
lueurs-key-garlands = Tus guirnaldas: bombillas encendidas y pendientes, poderes, bolsas.
# Tecla B.
lueurs-key-bags = Tus bolsas de cascabeles: en juego, rodeadas o tachadas.

# Teclas 1 a 6 en el paso de la pareja.
lueurs-key-garland-die = En el paso de la pareja: guardar este dado para la guirnalda y anotar los otros dos.
# Un número pulsado en el paso de la pareja cuando ninguna pareja ofrecida deja ese dado.
lueurs-no-pair-for-die = Ninguna pareja ofrecida deja un { $die } para la guirnalda.

## Repasar la hoja (C, Mayús+C)

# Encabezado de una hoja.
lueurs-tree-sheet = { $you ->
    [yes] Tu hoja
   *[no] Hoja de { $player }
}: { $total ->
    [1] un cascabel
    [one] { $total } cascabel
   *[other] { $total } cascabeles
}.
# Las guirnaldas.
lueurs-tree-garlands = Guirnaldas: { $full ->
        [1] una
       *[other] { $full }
    } de 5 completas, { $lit ->
        [1] una
       *[other] { $lit }
    } de { $bulbs } bombillas encendidas.
# Una guirnalda.
lueurs-tree-garland = { $name }, la enciende un { $die }: { $lit ->
        [1] una
       *[other] { $lit }
    } de { $size } bombillas, { $left ->
    [0] completa
    [one] falta una
   *[other] faltan { $left }
}; poder { $power } { $unlocked ->
    [yes] desbloqueado
   *[other] bloqueado
}; bolsa de { $bag ->
    [1] un cascabel
    [one] { $bag } cascabel
   *[other] { $bag } cascabeles
} { $state }.
# Casillas de doble.
lueurs-tree-doubles = Dobles: { $count } de { $boxes } marcados, { $count ->
    [1] un cascabel
    [one] { $count } cascabel
   *[other] { $count } cascabeles
}.
# El Pájaro cantor.
lueurs-tree-bird = Pájaro cantor: { $ticked ->
        [1] una
       *[other] { $ticked }
    } de 12 casillas marcadas, { $run ->
    [0] ninguna seguida desde el pájaro
    [1] una seguida desde el pájaro
    [one] { $run } seguida desde el pájaro
   *[other] { $run } seguidas desde el pájaro
}, { $points ->
    [1] un cascabel
    [one] { $points } cascabel
   *[other] { $points } cascabeles
}; bolsa { $state }.
# Una casilla del Pájaro cantor.
lueurs-tree-bird-box = Casilla { $box }: con el { $value }, vale { $grelots ->
    [1] un cascabel
    [one] { $grelots } cascabel
   *[other] { $grelots } cascabeles
}, { $ticked ->
    [yes] marcada
   *[other] vacía
}.
# Las Casitas.
lueurs-tree-birdhouses = Casitas: { $ticked ->
        [1] una
       *[other] { $ticked }
    } de 9 marcadas{ $rowcount ->
    [0] {""}
   *[other] , filas completas { $rows }
}{ $columncount ->
    [0] {""}
   *[other] , columnas completas { $columns }
}, { $points ->
    [1] un cascabel
    [one] { $points } cascabel
   *[other] { $points } cascabeles
}; bolsa { $state }. Las filas valen 6, 7 y 8; las columnas 4, 5 y 6 valen 8, 7 y 6.
# Una fila de casitas.
lueurs-tree-house-row = Fila { $row }: { $ticked } de 3, vale { $grelots } al completarse.
# Una casita.
lueurs-tree-house-cell = Fila { $row }, columna { $column }: { $ticked ->
    [yes] marcada
   *[other] vacía
}. La columna vale { $grelots }.
# Los Pasteles.
lueurs-tree-cakes = Pasteles: { $puffs ->
        [1] una
       *[other] { $puffs }
    } de { $size } nubes de humo rellenas, { $points ->
    [1] un cascabel
    [one] { $points } cascabel
   *[other] { $points } cascabeles
}; bolsa { $state }.
# Un pastel.
lueurs-tree-cake = { $cake }, { $rising ->
    [yes] sube
   *[other] baja
}: { $count ->
    [0] sin números
   *[other] { $written }
}, { $count } de { $size }; { $need }.
# Una nube de humo, desde abajo.
lueurs-tree-puff = Nube { $puff }: { $value ->
    [0] vacía
   *[other] { $value }
}, vale { $grelots }.
# Los Muñecos de nieve.
lueurs-tree-snowmen = Muñecos de nieve: { $ticked } de { $size } marcados, { $points ->
    [1] un cascabel
    [one] { $points } cascabel
   *[other] { $points } cascabeles
}; bolsa { $state }.
# Un muñeco de nieve.
lueurs-tree-snowman = Suma { $sum }: vale { $grelots }, { $ticked ->
    [yes] marcada
   *[other] sin marcar
}.
# La Ardilla.
lueurs-tree-squirrel = Ardilla: { $dominoes } de 5 dominós, { $points ->
    [1] un cascabel
    [one] { $points } cascabel
   *[other] { $points } cascabeles
}{ $open ->
    [0] {""}
   *[other] , los extremos piden { $ends }
}; bolsa { $state }.
# Un espacio de la Ardilla.
lueurs-tree-space = Espacio { $space }{ $centre ->
    [yes] , la flecha
   *[other] {""}
}: { $placed ->
    [yes] { $left } a la izquierda y { $right } a la derecha
   *[other] vacío
}, vale { $grelots }.
# Las bolsas.
lueurs-tree-bags = Bolsas de cascabeles: { $circled ->
    [0] ninguna rodeada
    [1] una rodeada
    [one] { $circled } rodeada
   *[other] { $circled } rodeadas
}, { $crossed ->
    [0] ninguna tachada
    [1] una tachada
    [one] { $crossed } tachada
   *[other] { $crossed } tachadas
}, { $open ->
    [0] ninguna en juego
    [1] una en juego
   *[other] { $open } en juego
}.
# Una bolsa.
lueurs-tree-bag = { $bag }, { $grelots ->
    [1] un cascabel
    [one] { $grelots } cascabel
   *[other] { $grelots } cascabeles
}: { $state }.
# La tabla de puntuación.
lueurs-tree-track = Tabla de puntuación: { $total ->
    [1] un cascabel
    [one] { $total } cascabel
   *[other] { $total } cascabeles
}.
# Una fila de la tabla con el total acumulado.
lueurs-tree-track-row = { $row }: { $points }, total acumulado { $running }.

## Jugadas no permitidas (solo desde una partida guardada dañada o una tecla del juego)

# Tipo de acción equivocado.
lueurs-illegal-not-now = Ahora no toca eso.
# No es uno de los turnos ofrecidos.
lueurs-illegal-not-legal = Esa jugada no está entre las permitidas.
# Un poder aún no desbloqueado.
lueurs-illegal-power-locked = Ese poder no está desbloqueado: completa antes una guirnalda que lo dé.
# Un poder usado dos veces.
lueurs-illegal-power-once = Cada poder solo se usa una vez por turno.
# Un dado que no está en la tirada.
lueurs-illegal-no-such-die = Esos dados no están en la tirada.
# +1 a un 6 o −1 a un 1.
lueurs-illegal-power-no-wrap = Un 6 no puede subir ni un 1 bajar.
# Zona desconocida.
lueurs-illegal-no-such-zone = Esa zona no existe.
# Regla del Pájaro cantor.
lueurs-illegal-bird-rule = El Pájaro cantor necesita dos casillas libres, cada una con un número de la pareja.
# Regla de las Casitas.
lueurs-illegal-birdhouses-rule = Las Casitas necesitan un dado del 1 al 3 y otro del 4 al 6, en una casita vacía.
# Regla de los Pasteles.
lueurs-illegal-cakes-rule = El kouglof sube y las galletas bajan, cada número en la nube vacía más baja.
# Regla de los Muñecos de nieve.
lueurs-illegal-snowmen-rule = Marca el muñeco de nieve vacío que lleva la suma de la pareja.
# Regla de la Ardilla.
lueurs-illegal-squirrel-rule = El primer dominó va en la flecha; los siguientes, al lado, con las mitades que se tocan iguales.
# No existe esa guirnalda.
lueurs-illegal-no-such-garland = Solo hay cinco guirnaldas.
# Guirnalda llena.
lueurs-illegal-garland-full = Esa guirnalda está completa.
# Bombilla que el dado no enciende.
lueurs-illegal-bulb-colour = Ese dado no enciende esta guirnalda.
# Tirada incorrecta.
lueurs-illegal-bad-roll = Una tirada son tres dados del 1 al 6.

# Mayús+H: lo que el bot difícil piensa de una jugada: su propia estimación de la hoja una vez anotado el turno, redondeada (en solitario, los cascabeles que espera al final, contando los turnos que quedan; contra rivales, los cascabeles ganados y las esperanzas aún abiertas, así que no es una puntuación final); $wins: no se usa aquí ("none").
lueurs-hint-expect = tras esta jugada, el bot difícil valora tu hoja en { $points ->
        [0] casi nada
        [one] apenas un cascabel
       *[other] unos { $points } cascabeles
    }
# Mayús+H, un turno que enciende tu cuarta guirnalda: la partida termina tras él, así que la cifra es el total final de tu hoja, con las bolsas completadas en este turno. $total: esos cascabeles.
lueurs-hint-expect-end = la partida termina con { $total ->
        [one] un cascabel
       *[other] { $total } cascabeles
    } en tu hoja
# Mayús+H con rivales, un turno que no acaba la partida: la nota que le da el bot difícil, en cascabeles, que cuenta las bolsas en disputa y, cerca del final, las opciones de ganar la carrera hasta el final (no es, pues, una puntuación que vaya a mostrar la hoja). $points: esa nota, redondeada; $others: cuántos rivales.
lueurs-hint-rated = el bot difícil la valora en unos { $points } { $points ->
        [one] cascabel
       *[other] cascabeles
    }, teniendo en cuenta la carrera con { $others ->
        [1] tu rival
       *[other] tus rivales
    }
# Consejo: un turno entero que anota la pareja. $record: la zona y el lugar («Pájaro cantor, casillas 1 y 4»); $colour: el color de la bombilla que enciende el tercer dado.
lueurs-hint-move = { $record }, y después una bombilla { $colour }
# Consejo: un turno sin anotar nada. $colour: el color de la bombilla encendida.
lueurs-hint-nothing = no anotes nada y enciende una bombilla { $colour }
# Consejo: un turno que empieza usando poderes. $uses: los poderes usados («más 1 en el 3»); $turn: el resto del turno (lueurs-hint-move o lueurs-hint-nothing).
lueurs-hint-powers = { $uses }, y luego { $turn }
# Motivo del consejo: los cascabeles que da la pareja en su zona. $points: cuántos.
lueurs-hint-gain = da { $points ->
        [1] un cascabel
        [one] { $points } cascabel
       *[other] { $points } cascabeles
    }
# Motivo del consejo: la pareja completa su zona con la bolsa sin tachar (una zona con la bolsa tachada no da nada más al completarse, y no se dice). $zone: la zona dentro de una frase («el Pájaro cantor»); $bag: los cascabeles de su bolsa.
lueurs-hint-completes = completa { $zone }, que te da su bolsa de { $bag ->
        [1] un cascabel
        [one] { $bag } cascabel
       *[other] { $bag } cascabeles
    }
# Motivo del consejo: hasta dónde lleva la bombilla su guirnalda. $colour: el color de la guirnalda; $lit: bombillas encendidas tras ella; $size: las bombillas de la guirnalda.
lueurs-hint-bulb = la guirnalda { $colour } llega a { $lit ->
        [1] una
       *[other] { $lit }
    } de { $size ->
        [1] una bombilla
        [one] { $size } bombilla
       *[other] { $size } bombillas
    }
# Motivo del consejo: la bombilla completa su guirnalda. $colour: su color; $bag: los cascabeles de su bolsa, 0 si está tachada; $power: el poder que desbloquea; $newpower: yes si ese poder es nuevo; $ends: yes si es la cuarta guirnalda completa (la partida termina tras este turno).
lueurs-hint-garland = completa la guirnalda { $colour }{ $bag ->
        [0] { $newpower ->
            [yes] , que te da el poder { $power }
           *[other] {""}
        }
        [one] , que te da su bolsa de un cascabel{ $newpower ->
            [yes] {" "}y el poder { $power }
           *[other] {""}
        }
       *[other] , que te da su bolsa de { $bag } cascabeles{ $newpower ->
            [yes] {" "}y el poder { $power }
           *[other] {""}
        }
    }{ $ends ->
        [yes] , y es tu cuarta guirnalda completa, así que la partida acaba tras este turno
       *[other] {""}
    }
# Motivo del consejo tras el turno que enciende tu cuarta guirnalda: la partida termina tras él, así que el total final de tu hoja (con las bolsas completadas en este turno), junto al total del mejor rival antes de este turno (su propio turno aún puede sumarle). $total: tus cascabeles al final; $rivals: cuántos rivales (0 en solitario: solo se dice tu total); $theirs: los cascabeles del mejor rival; $player: su nombre.
lueurs-hint-standing = tu hoja se queda en { $total ->
        [one] un cascabel
       *[other] { $total } cascabeles
    }{ $rivals ->
        [0] {""}
        [1] , frente a los { $theirs } que tiene { $player } antes de este turno
       *[other] , frente a los { $theirs } del mejor de los demás antes de este turno
    }
# Motivo del consejo: el Pájaro cantor solo cuenta la serie seguida de casillas marcadas desde el pájaro; la pareja la alarga. $boxes: su longitud tras la pareja.
lueurs-hint-run = tu serie sin huecos desde el pájaro llega a { $boxes ->
        [1] una casilla
        [one] { $boxes } casilla
       *[other] { $boxes } casillas
    }

## Pantalla completa: la hoja dibujada

# Título de la zona de los dados.
lueurs-draw-turn = Turno { $turn }
# Título de las casillas de dobles.
lueurs-draw-doubles = Dobles
# Título de la hoja de otro jugador, en líneas cortas junto a la tuya en una pantalla ancha.
lueurs-draw-sheet-of = Hoja de { $player }
# Título de los totales de los jugadores.
lueurs-draw-grelots = Cascabeles
# Título de las guirnaldas.
lueurs-draw-garlands = Guirnaldas
# Dos letras para el color de una guirnalda: el color nunca es la única señal.
lueurs-draw-letter = { $colour ->
    [red] Ro
    [yellow] Am
    [green] Ve
    [purple] Mo
   *[blue] Az
}
# Título de una zona: su nombre y su bolsa.
lueurs-draw-zone = { $zone } (bolsa { $bag })
# El estado de una bolsa, en corto.
lueurs-draw-bag-open = en juego
# Una bolsa ganada (rodeada), en corto.
lueurs-draw-bag-circled = ganada
# Una bolsa perdida (tachada), en corto.
lueurs-draw-bag-crossed = perdida

## Full screen on a narrow screen (below 60 columns): one short line per zone

# A zone's short name, at the start of its one line.
lueurs-draw-short-zone = { $zone ->
    [bird] Pájaro
    [birdhouses] Casitas
    [cakes] Pasteles
    [snowmen] Muñecos
   *[squirrel] Ardilla
}
# A zone's short name and the state of its bag, before what is written there.
lueurs-draw-zone-short = { $zone } ({ $bag })
# Another player's zone in one line on a narrow screen, before what they wrote there: the zone's short name and the player's name.
lueurs-draw-zone-of = { $zone } ({ $player })
# A bag's state in a zone's one line, as short as it can be said (the line has 40 columns).
lueurs-draw-bag-short = { $bag ->
    [circled] ganada
    [crossed] perdida
   *[open] libre
}
# Before the garlands' bags won or lost, on their own line.
lueurs-draw-garland-bags = Bolsas de las guirnaldas
# Lo que hace D en 16 lueurs d'hiver (F1).
lueurs-cmd-dice = los tres dados de este turno
