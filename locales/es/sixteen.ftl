## Sixteen: todos los mensajes del juego. Variables: $player (un nombre) con $you (yes/no)
## de la plataforma; $colour es una etiqueta de color; $row «la fila roja».

# El nombre del juego en el menú.
sixteen-name = Sixteen
# Una frase para el menú de juegos.
sixteen-summary = Coloca tus fichas en cinco filas de colores, siempre subiendo; gana quien acabe con menos puntos en la mano. De 2 a 4 jugadores.

## Fichas, escaleras y filas

# Una ficha: un número, o una de las dos fichas 16 (impresas 16 RESTART y 16 END).
sixteen-tile = { $tile ->
    [restart] 16 Reinicio
    [end] 16 Fin
   *[other] { $tile }
}
# Tres o más números seguidos, dichos como intervalo: «del 7 al 11».
sixteen-range = del { $first } al { $last }
# Una ficha en una lista que da su artículo a cada ficha («el 7», «el 16 Reinicio»). $tile: la
# ficha (sixteen-tile).
sixteen-tile-the = el { $tile }
# Un intervalo en una lista así («las fichas del 13 al 15 y el 16 Reinicio»).
sixteen-range-the = las fichas del { $first } al { $last }
# Un segundo intervalo (o más) en una lista así: «fichas» no se repite («las fichas del 8 al 10 y las del 12 al 14»).
sixteen-range-the-again = las del { $first } al { $last }
# Una ficha tras un intervalo en una lista de etiqueta: «del 12 al 14 y el 16 Reinicio» (el
# «del … al» lleva artículo, y la ficha siguiente también). $tile: la ficha (sixteen-tile).
sixteen-tile-after-range = el { $tile }
# Un color como etiqueta, al principio de una línea o en una lista.
sixteen-colour = { $colour ->
    [red] Rojo
    [yellow] Amarillo
    [green] Verde
    [blue] Azul
   *[other] Morado
}
# Una fila nombrada solo por su color, al principio de una opción (responde a «¿En qué fila?»): concordada con «fila».
sixteen-row-label = { $colour ->
    [red] Roja
    [yellow] Amarilla
    [green] Verde
    [blue] Azul
   *[other] Morada
}
# El color de una fila dentro de una frase, concordado con «fila»: un elemento de una lista de filas («las filas roja y azul»).
sixteen-row-colour = { $colour ->
    [red] roja
    [yellow] amarilla
    [green] verde
    [blue] azul
   *[other] morada
}
# Una fila dentro de una frase.
sixteen-row = { $colour ->
    [red] la fila roja
    [yellow] la fila amarilla
    [green] la fila verde
    [blue] la fila azul
   *[other] la fila morada
}
# Una fila al principio de una frase.
sixteen-Row = { $colour ->
    [red] La fila roja
    [yellow] La fila amarilla
    [green] La fila verde
    [blue] La fila azul
   *[other] La fila morada
}
# Una fila y lo que puede venir después. $tiles sus fichas; $top su último número.
sixteen-row-state = { $state ->
    [ended] { $colour }: fila cerrada ({ $tiles }).
    [full] { $colour }: { $tiles }; ya solo cabe un 16.
    [waiting] { $colour }: esperando su 1.
   *[other] { $colour }: { $tiles }; la siguiente, por encima del { $top }.
}
# Las fichas de un color en una mano.
sixteen-hand-colour = { $colour }: { $tiles }.
# Cuántas fichas de un tipo especial tiene una mano.
sixteen-special-held = { $kind ->
    [scissors] { $count ->
        [one] unas Tijeras
       *[other] { $count } Tijeras
    }
   *[other] la Papelera
}
# Las fichas especiales de una mano. $specials una lista de sixteen-special-held.
sixteen-hand-specials = { $count ->
    [0] Ninguna ficha especial.
   *[other] Fichas especiales: { $specials }.
}
# Una ficha especial que se puede usar.
sixteen-special = { $kind ->
    [scissors] unas Tijeras
   *[other] la Papelera
}
# Una ficha especial usada en una fila, para la mesa y la consulta.
sixteen-used = { $kind ->
    [scissors] las Tijeras en { $row }
   *[other] la Papelera en { $row }
}
# Las fichas de una colocación.
sixteen-placement = { $tiles }

## Lo que pasa

# Privado: acabas de recibir tu mano (los 1 ya están en el centro).
sixteen-ev-hand = { $count ->
    [one] Recibes una ficha.
   *[other] Recibes { $count } fichas.
}
# Un jugador y sus fichas, en el anuncio del reparto: «22 fichas para Ana» (con 4 jugadores una
# mano puede quedarse en 21, y «21 para Ana» se oía «veintiuno»).
sixteen-seat-count = { $count ->
    [1] una ficha
    [one] { $count } ficha
   *[other] { $count } fichas
} { $you ->
    [yes] para ti
   *[other] para { $player }
}
# El reparto está hecho. $counts una lista de sixteen-seat-count.
sixteen-ev-dealt = Se reparten las fichas y los cinco unos abren las filas. En mano: { $counts }.
# Quién empieza: quien tiene el 1 rojo, o alguien elegido al azar.
sixteen-ev-first = { $drawn ->
    [yes] { $you ->
        [yes] El sorteo te elige para empezar.
       *[other] El sorteo elige a { $player } para empezar.
    }
   *[other] { $you ->
        [yes] Tienes el 1 rojo: empiezas tú.
       *[other] { $player } tiene el 1 rojo y empieza.
    }
}
# Fichas que no se usan (con 2 jugadores, o la que sobra con 3).
sixteen-ev-bag = { $count ->
    [one] Una ficha se queda en la bolsa, fuera de juego.
   *[other] { $count } fichas se quedan en la bolsa, fuera de juego.
}
# Fichas colocadas en una fila, con las que le quedan al jugador. $tiles: una lista de
# sixteen-tile-the y sixteen-range-the («las fichas del 13 al 15 y el 16 Reinicio»).
sixteen-ev-placed = { $you ->
    [yes] Colocas { $tiles } en { $row }; { $left ->
        [0] no te queda ninguna ficha.
        [one] te queda una ficha.
       *[other] te quedan { $left } fichas.
    }
   *[other] { $player } coloca { $tiles } en { $row }; { $left ->
        [0] no le queda ninguna ficha.
        [one] le queda una ficha.
       *[other] le quedan { $left } fichas.
    }
}
# La colocación de otro jugador, en modo breve.
sixteen-ev-placed-brief = { $player }: { $tiles } en { $row }.
# Un 16 Reinicio devolvió la fila a su 1. $removed las fichas que salen con él (una lista de
# sixteen-tile-the y sixteen-range-the); $count cuántas.
sixteen-ev-restarted = { $count ->
    [0] { $row } se queda en su 1; el 16 Reinicio sale del juego.
    [one] { $row } vuelve a su 1; { $removed } sale del juego con el 16 Reinicio.
   *[other] { $row } vuelve a su 1; { $removed } salen del juego con el 16 Reinicio.
}
# Un 16 Fin cerró la fila.
sixteen-ev-ended = { $row } queda cerrada: no se coloca nada más mientras siga su 16 Fin.
# Unas Tijeras quitaron la última ficha de una fila.
sixteen-ev-cut = { $you ->
    [yes] Usas unas Tijeras en { $row }: el { $tile } sale del juego{ $reopened ->
        [yes] , y la fila vuelve a abrirse.
       *[other] .
    }
   *[other] { $player } usa unas Tijeras en { $row }: el { $tile } sale del juego{ $reopened ->
        [yes] , y la fila vuelve a abrirse.
       *[other] .
    }
}
# La Papelera quitó fichas del final de una fila. $removed: una lista de sixteen-tile-the y
# sixteen-range-the; $count cuántas.
sixteen-ev-trashed = { $you ->
    [yes] Usas la Papelera en { $row }: { $removed } { $count ->
        [one] sale
       *[other] salen
    } del juego{ $reopened ->
        [yes] , y la fila vuelve a abrirse.
       *[other] .
    }
   *[other] { $player } usa la Papelera en { $row }: { $removed } { $count ->
        [one] sale
       *[other] salen
    } del juego{ $reopened ->
        [yes] , y la fila vuelve a abrirse.
       *[other] .
    }
}
# Tras una ficha especial, el jugador no coloca nada (porque lo decide, o porque no le cabe nada en esa fila).
sixteen-ev-declined = { $you ->
    [yes] No colocas nada más.
   *[other] { $player } no coloca nada más.
}
# Un jugador pasa.
sixteen-ev-passed = { $you ->
    [yes] Pasas.
   *[other] { $player } pasa.
}
# Cuántos jugadores han pasado seguidos (la partida acaba cuando pasan todos).
sixteen-ev-pass-streak = { $streak ->
    [one] Ha pasado 1 de los { $players } jugadores.
   *[other] Han pasado seguidos { $streak } de los { $players } jugadores.
}
# Un jugador colocó su última ficha: la partida acaba en el acto.
sixteen-ev-went-out = { $you ->
    [yes] ¡Has colocado tu última ficha!
   *[other] ¡{ $player } ha colocado su última ficha!
}
# Todos los jugadores pasaron en la misma ronda.
sixteen-ev-all-passed = Todos han pasado en la misma ronda.
# El ganador o los ganadores. $players una lista de nombres; $how: out (mano vacía), shared
# (compartida), tiles (empate resuelto por menos fichas), points.
sixteen-winners = { $how ->
    [out] { $you ->
        [yes] Ganas: tu mano está vacía.
       *[other] Gana { $players }: su mano está vacía.
    }
    [shared] Victoria compartida entre { $players }, con { $points ->
        [one] un punto
       *[other] { $points } puntos
    } y { $count ->
        [one] una ficha
       *[other] { $count } fichas
    } cada uno.
    [tiles] { $you ->
        [yes] Ganas: empate a { $points ->
            [1] un punto
            [one] { $points } punto
           *[other] { $points } puntos
        }, pero tienes menos fichas: { $count ->
            [1] una sola
            [one] { $count } ficha
           *[other] { $count } fichas
        }.
       *[other] Gana { $players }: empate a { $points ->
           [1] un punto
           [one] { $points } punto
          *[other] { $points } puntos
       }, pero tiene menos fichas: { $count ->
           [1] una sola
           [one] { $count } ficha
          *[other] { $count } fichas
       }.
    }
   *[other] { $you ->
        [yes] Ganas con { $points ->
            [one] un punto.
           *[other] { $points } puntos.
        }
       *[other] Gana { $players } con { $points ->
            [one] un punto.
           *[other] { $points } puntos.
        }
    }
}

## Teclas D, S, T, W

# D para un espectador, que no tiene fichas.
sixteen-hand-none = No tienes fichas: estás mirando la partida.
# D: cuántas fichas tienes.
sixteen-hand-count = { $count ->
    [0] Tu mano está vacía.
    [one] Tienes una ficha.
   *[other] Tienes { $count } fichas.
}
# Un número de fichas.
sixteen-tiles = { $count ->
    [0] ninguna ficha
    [one] una ficha
   *[other] { $count } fichas
}
# S: una puntuación conocida (la tuya durante la partida, las de todos al final). $points
# «12 puntos», $tiles «3 fichas».
sixteen-score-seat = { $over ->
    [yes] { $you ->
        [yes] Tú: { $points }, { $tiles }.
       *[other] { $player }: { $points }, { $tiles }.
    }
   *[other] { $you ->
        [yes] Tú: { $points } en mano por ahora, { $tiles }.
       *[other] { $player }: { $points } en mano por ahora, { $tiles }.
    }
}
# S: la puntuación de otro jugador es secreta hasta el final; solo se sabe cuántas fichas tiene.
sixteen-score-hidden = { $player }: { $count ->
    [one] una ficha
   *[other] { $count } fichas
}; puntuación oculta hasta el final.
# Una línea de puntuación por color: las fichas que quedan y lo que cuentan.
sixteen-item-colour = { $colour }: { $tiles }; en total, { $points ->
    [one] un punto
   *[other] { $points } puntos
}.
# Una línea de puntuación por fichas especiales guardadas (20 puntos cada una).
sixteen-item-special = { $kind ->
    [scissors] { $count ->
        [one] Tijeras
       *[other] { $count } Tijeras
    }
   *[other] Papelera
}: { $points ->
    [1] un punto
    [one] { $points } punto
   *[other] { $points } puntos
}.
# Una puntuación sin fichas.
sixteen-item-none = Ninguna ficha: 0 puntos.
# T antes del reparto.
sixteen-turn-deal = Se van a repartir las fichas.
# T tras el final.
sixteen-turn-over = La partida ha terminado.
# T: a quién le toca.
sixteen-turn = { $you ->
    [yes] Te toca.
   *[other] Turno de { $player }.
}
# T: se usó una ficha especial y se espera su colocación opcional.
sixteen-turn-special = { $you ->
    [yes] Has usado { $kind ->
        [scissors] unas Tijeras
       *[other] la Papelera
    } en { $row }: coloca fichas en ella o termina tu turno.
   *[other] { $player } ha usado { $kind ->
        [scissors] unas Tijeras
       *[other] la Papelera
    } en { $row } y aún puede colocar fichas en ella.
}
# T: los jugadores que han pasado seguidos.
sixteen-turn-passed = Jugadores que han pasado seguidos: { $players }.
# W: un jugador en la mesa. $used una lista de sixteen-used.
sixteen-table-seat = { $you ->
    [yes] Tú
   *[other] { $player }
}: { $count ->
    [one] una ficha
   *[other] { $count } fichas
}{ $turn ->
    [yes] , jugando ahora
   *[other] {""}
}{ $passed ->
    [yes] { $you ->
        [yes] , has pasado
       *[other] , ha pasado
    }
   *[other] {""}
}{ $any_used ->
    [yes] { $you ->
        [yes] ; has usado { $used }
       *[other] ; ha usado { $used }
    }
   *[other] {""}
}.
# W: fichas sin usar en la bolsa.
sixteen-table-bag = { $count ->
    [one] Una ficha se queda sin usar en la bolsa.
   *[other] { $count } fichas se quedan sin usar en la bolsa.
}

## L y Mayús+P

# L cuando nadie puede jugar.
sixteen-legal-none = Nada que jugar ahora.
# L durante el turno de otro jugador.
sixteen-legal-wait = Le toca a { $player }, no a ti.
# L tras tu ficha especial: la colocación opcional.
sixteen-legal-again = { $ways ->
    [one] Coloca fichas en { $row } (una forma) o termina tu turno.
   *[other] Coloca fichas en { $row } ({ $ways } formas) o termina tu turno.
}
# L: las filas donde puedes colocar. $rows una lista de sixteen-row-colour; $count cuántas filas.
sixteen-legal-place = { $count ->
    [one] Puedes colocar en la fila { $rows }.
   *[other] Puedes colocar en las filas { $rows }.
}
# L: no cabe nada.
sixteen-legal-pass = Ninguna de tus fichas cabe: puedes pasar.
# L: las fichas especiales que puedes usar. $specials «unas Tijeras o la Papelera».
sixteen-legal-specials = También puedes usar { $specials }.
# Mayús+P fuera de tu turno: lo que podrías colocar en tu turno.
sixteen-placements-not-turn = No es tu turno; en tu turno podrías colocar:
# Mayús+P: lo que cabe en una fila. $runs las escaleras más largas («del 8 al 12, 14»;
# cualquier parte también cabe), $sixteens los 16 en mano, $after: yes si una escalera llega al 15.
sixteen-placements-row = { $colour }: { $has_runs ->
    [yes] { $runs }{ $has_sixteens ->
        [yes] ; { $sixteens }{ $after ->
            [yes] , solo o después del 15
           *[other] {""}
        }
       *[other] {""}
    }
   *[other] { $sixteens }
}.
# Mayús+P cuando no cabe nada.
sixteen-placements-none = Ninguna de tus fichas cabe en ninguna fila.
# Mayús+P en tu turno, primera línea de la lista: cuántas colocaciones, en qué filas. $rows una lista de sixteen-row-colour; $rowcount cuántas filas.
sixteen-pick-summary = { $count ->
    [one] Una colocación posible, en la fila { $rows }. Intro sobre ella la juega.
   *[other] { $count } colocaciones posibles, en { $rowcount ->
        [one] la fila
       *[other] las filas
    } { $rows }. Intro sobre una la juega.
}
# Mayús+P en tu turno: una colocación de la lista, su fila y lo que hace.
sixteen-pick-place = { $colour }, { $label }

## El selector de jugadas

# Primera pregunta de un turno.
sixteen-ask-action = ¿Tu jugada?
# Tras una ficha especial: la colocación opcional.
sixteen-ask-again = Has usado { $kind ->
    [scissors] unas Tijeras
   *[other] la Papelera
} en { $row }: { $fits ->
    [yes] ¿colocar fichas en ella o terminar tu turno?
   *[other] ninguna de tus fichas cabe en ella.
}
# En qué fila colocar.
sixteen-ask-row = ¿En qué fila?
# Qué fichas colocar.
sixteen-ask-tiles = ¿Qué fichas en { $row }? { $top ->
    [15] Solo cabe un 16.
   *[other] Por encima del { $top }.
}
# Qué fila cortan las Tijeras.
sixteen-ask-cut = Tijeras: ¿de qué fila cortas la última ficha?
# Qué fila vacía la Papelera desde el final.
sixteen-ask-trash = Papelera: ¿de qué fila quitas fichas desde el final?
# Cuántas fichas quita la Papelera.
sixteen-ask-count = ¿Cuántas fichas quitar del final de { $row }?
# Opción: colocar fichas. $ways cuántas colocaciones hay en total.
sixteen-opt-place = { $ways ->
    [one] Colocar fichas: una forma.
   *[other] Colocar fichas: { $ways } formas.
}
# Opción: usar una ficha especial.
sixteen-opt-special = { $kind ->
    [scissors] Tijeras: quitar la última ficha de una fila y, si quieres, colocar fichas en ella.
   *[other] Papelera: quitar fichas del final de una fila y, si quieres, colocar fichas en ella.
}
# Opción: pasar.
sixteen-opt-pass = Pasar: ninguna de tus fichas cabe.
# Opción tras una ficha especial: no colocar nada.
sixteen-opt-end-turn = Terminar tu turno sin colocar fichas.
# Opción: una fila donde colocar.
sixteen-opt-row = { $colour }, { $top ->
    [15] solo cabe un 16
   *[other] por encima del { $top }
}: { $ways ->
    [one] una forma
   *[other] { $ways } formas
}.
# El primer paso tomado por el jugador cuando solo puede colocar, y cuántas colocaciones
# tiene en total (la pregunta siguiente las da fila por fila).
sixteen-taken-place = { $ways ->
    [one] Colocar fichas (única opción): una forma.
   *[other] Colocar fichas (única opción): { $ways } formas.
}
# La única fila donde caben sus fichas, tomada por el jugador, y cuántas colocaciones tiene.
sixteen-taken-row = { $colour }, { $top ->
    [15] solo cabe un 16
   *[other] por encima del { $top }
} (única fila posible): { $ways ->
    [one] una forma
   *[other] { $ways } formas
}.
# Opción: las fichas de una colocación, sus puntos, el efecto de un 16, y $stuck: tus fichas de
# ese color que la colocación deja bloqueadas (saltadas, o todas bajo un 16 Fin);
# $stuck_count cuántas (0: ninguna). $stuck es una lista de elementos sixteen-tile-the y
# sixteen-range-the (cada uno con su artículo: «el 5», «las fichas del 7 al 9»).
sixteen-opt-tiles = { $tiles }: { $points ->
    [one] un punto
   *[other] { $points } puntos
}{ $effect ->
    [restart] , y la fila vuelve a su 1
    [end] , y la fila queda cerrada
   *[other] {""}
}{ $stuck_count ->
    [0] {""}
    [one] ; te bloquea { $stuck }
   *[other] ; te bloquea { $stuck }
}.
# Opción: la fila que cortarían las Tijeras.
sixteen-opt-cut = { $colour }: quita el { $tile }{ $reopens ->
    [yes] , lo que vuelve a abrir la fila
   *[other] {""}
}; resto de la fila: { $rest }.
# Opción: la fila que vaciaría la Papelera.
sixteen-opt-trash-row = { $colour }: { $tiles }; hasta { $most ->
    [one] una ficha
   *[other] { $most } fichas
}.
# Opción: cuántas fichas quita la Papelera.
sixteen-opt-trash-count = { $count ->
    [one] una ficha
   *[other] { $count } fichas
}: { $removed }{ $reopens ->
    [yes] , lo que vuelve a abrir la fila
   *[other] {""}
}; resto de la fila: { $rest }.
# Por qué no: se ofrecen todas las filas.
sixteen-why-all-rows = Se ofrecen todas las filas.
# Por qué no: filas que solo tienen su 1. $rows una lista de sixteen-row-colour; $count cuántas filas.
sixteen-why-only-one = { $count ->
    [one] La fila { $rows } solo tiene su 1, que nunca se quita.
   *[other] Las filas { $rows } solo tienen su 1, que nunca se quita.
}
# Por qué no: la regla para colocar en una fila.
sixteen-why-tiles = En { $row } solo van fichas por encima del { $top }: una ficha, o una escalera de números seguidos; un 16 solo o justo después de un 15; nunca dos 16 juntos.
# Por qué no: la Papelera nunca se lleva el 1.
sixteen-why-count = El 1 de la fila siempre se queda.
# Por qué no: una segunda ficha especial en el mismo turno.
sixteen-why-one-special = Una sola ficha especial por turno: ahora coloca fichas en esa fila o termina tu turno.
# Por qué no: no se pasa mientras una ficha quepa.
sixteen-why-no-pass = No puedes pasar: una de tus fichas cabe.
# Por qué no: no se puede colocar nada.
sixteen-why-no-place = Ninguna de tus fichas cabe en ninguna fila.
# Por qué no: una ficha especial que no tienes.
sixteen-why-no-special = { $kind ->
    [scissors] No tienes Tijeras.
   *[other] No tienes la Papelera.
}
# Por qué no: tienes fichas especiales, pero cada fila tiene solo su 1: no hay nada que quitar.
sixteen-why-no-target = Tus fichas especiales aún no sirven: cada fila tiene solo su 1, que nunca sale.
# Por qué no: una fila cerrada.
sixteen-why-ended = { $colour }: fila cerrada; no se coloca nada en ella mientras siga su 16 Fin.
# Por qué no: por qué nada de tu mano cabe en una fila.
sixteen-why-row = { $colour }: { $reason ->
    [none-held] no tienes ninguna ficha de este color.
    [needs-sixteen] termina en 15; solo cabe un 16, y no tienes ninguno.
   *[other] ninguna de tus fichas pasa del { $top }.
}

## El árbol de consulta (C)

# Una mano oculta hasta el final.
sixteen-node-hidden = { $player }: { $count ->
    [one] una ficha, que no se ve
   *[other] { $count } fichas, que no se ven
} hasta el final.
# Una mano que puedes ver.
sixteen-node-hand = { $you ->
    [yes] Tu mano
   *[other] Mano de { $player }
}: { $count ->
    [one] una ficha
   *[other] { $count } fichas
}.
# Las fichas especiales que ha usado un jugador.
sixteen-node-used = Fichas especiales usadas: { $used }.
# Una ficha de la mano y si cabe ahora en su fila.
sixteen-node-tile = { $tile }: { $state ->
    [fits] cabe ahora
    [ended] su fila está cerrada
   *[other] por debajo del { $top } de la fila
}.
# Una ficha en una fila.
sixteen-node-cell = { $tile }
# La línea de las filas en C y Mayús+C, que abre las filas en cuadrícula: cómo va cada fila. $dealt: no antes del reparto (aún no hay filas); $tops: una lista de sixteen-node-row-top.
sixteen-node-rows = { $dealt ->
    [no] Aún no hay filas: las fichas no se han repartido.
   *[yes] Las filas, con su última ficha: { $tops }.
}
# Una fila en esa línea. $colour: sixteen-row-colour; $tile: su última ficha (sixteen-tile).
sixteen-node-row-top = la { $colour } en el { $tile }

## Teclas del juego (F1)

# B: oír todas las filas.
sixteen-key-rows = Cada fila, sus fichas y lo que puede venir después.
# Mayús+P: oír todas las colocaciones.
sixteen-key-placements = Todas las colocaciones posibles; en tu turno, una lista, una colocación por línea, Intro juega aquella en la que estás.

## Jugadas rechazadas

# Una jugada no permitida ahora.
sixteen-illegal-not-legal = Esa jugada no está permitida ahora.
# El reparto se hace una vez.
sixteen-illegal-already-dealt = Las fichas ya están repartidas.
# Un reparto usa las 88 fichas una vez cada una.
sixteen-illegal-bad-deal = Eso no es un reparto de las 88 fichas.
# Quién empieza: el 1 rojo, si no, el sorteo.
sixteen-illegal-bad-first = Empieza quien tiene el 1 rojo; solo si nadie lo tiene se sortea quién empieza.
# No es el turno de este jugador.
sixteen-illegal-not-your-turn = No es tu turno.
# Tras una ficha especial, solo colocar en esa fila o terminar el turno.
sixteen-illegal-finish-special = Tras una ficha especial, coloca fichas en esa fila o termina tu turno.
# Terminar el turno o volver a colocar exige antes una ficha especial.
sixteen-illegal-no-special = No has usado ninguna ficha especial en este turno.
# La colocación tras una ficha especial va en la misma fila.
sixteen-illegal-other-row = Tras una ficha especial solo puedes colocar en la fila donde la usaste.
# Una fila desconocida.
sixteen-illegal-no-such-row = Esa fila no existe.
# Una colocación sin fichas.
sixteen-illegal-no-tiles = Elige al menos una ficha.
# Fichas que no están en la mano.
sixteen-illegal-not-in-hand = No tienes esas fichas.
# Una fila cerrada.
sixteen-illegal-row-ended = Esa fila está cerrada: no se coloca nada mientras siga su 16 Fin.
# Dos fichas 16 a la vez.
sixteen-illegal-two-sixteens = Nunca dos fichas 16 en el mismo turno.
# Un 16 en medio de una escalera.
sixteen-illegal-sixteen-not-last = Un 16 solo puede cerrar una escalera.
# Fichas que no superan la última de la fila.
sixteen-illegal-too-low = Las fichas deben ser más altas que la última de la fila.
# Varias fichas que no son seguidas.
sixteen-illegal-not-a-run = Varias fichas deben ser números seguidos.
# Un 16 tras una escalera que no llega al 15.
sixteen-illegal-sixteen-after-gap = Un 16 solo cierra una escalera que llega al 15.
# Una segunda ficha especial en un turno.
sixteen-illegal-one-special = Solo una ficha especial por turno.
# Sin Tijeras en la mano.
sixteen-illegal-no-scissors = No tienes Tijeras.
# Sin Papelera en la mano.
sixteen-illegal-no-trash = No tienes la Papelera.
# Una fila que solo tiene su 1.
sixteen-illegal-only-the-one = Esa fila solo tiene su 1, que nunca sale.
# Un número de fichas fuera de límites para la Papelera.
sixteen-illegal-bad-count = La Papelera quita una o más fichas del final de la fila, nunca el 1.
# Pasar cuando una ficha cabe.
sixteen-illegal-must-place = No puedes pasar: una de tus fichas cabe.
# Lo que hace D en Sixteen (F1).
sixteen-cmd-dice = tu mano, por colores, y tus fichas especiales
# Lo que hace C en Sixteen (F1).
sixteen-cmd-sheet = consultar tu mano y las filas

# Mayús+H: lo que el bot difícil espera de una jugada, probada en repartos de las fichas que no ves. $points: puntos esperados en la mano al final (gana quien menos tiene), redondeados; $wins: porcentaje de esos repartos que gana, dicho primero: es lo que ordena las jugadas.
sixteen-hint-expect = { $wins ->
        [none] {""}
       *[other] con esta jugada ganas el { $wins } de los repartos simulados y {""}
    }{ $points ->
        [0] acabas con la mano vacía
        [1] al final te queda un punto en la mano
        [one] al final te queda { $points } punto en la mano
       *[other] al final te quedan unos { $points } puntos en la mano
    }
# Consejo: una colocación. $tiles: las fichas colocadas, una lista de sixteen-tile-the y
# sixteen-range-the («el 14 y el 15», «las fichas del 7 al 11»); $row: la fila («la fila roja»).
sixteen-hint-place = coloca { $tiles } en { $row }
# Consejo: una ficha especial en una fila, y la colocación que la sigue en esa fila. $kind: scissors o trash; $row: la fila; $count: cuántas fichas quita la Papelera; $follow: yes cuando sigue una colocación, y entonces $then: sus fichas, una lista de sixteen-tile-the y sixteen-range-the («el 13 y el 14»).
sixteen-hint-special = { $kind ->
        [scissors] usa las Tijeras en { $row }
       *[other] usa la Papelera en { $count ->
            [one] la última ficha
           *[other] las { $count } últimas fichas
        } de { $row }
    }{ $follow ->
        [yes] {" "}y luego coloca ahí { $then }
       *[no] {""}
    }
# Consejo: tras una ficha especial, no colocar nada más.
sixteen-hint-end-turn = termina tu turno sin colocar fichas
# Consejo: pasar.
sixteen-hint-pass = pasa
# Motivo del consejo: los puntos que la colocación quita de tu mano ("saca 11 puntos" se
# entiende como «anota 11 puntos»). $points: su suma.
sixteen-hint-shed = { $points ->
        [1] un punto menos
        [one] { $points } punto menos
       *[other] { $points } puntos menos
    } en tu mano
# Motivo del consejo: lo que un 16 hace a su fila. $effect: restart o end; $row: la fila.
sixteen-hint-effect = { $effect ->
        [restart] devuelve { $row } a su 1
       *[end] cierra { $row } para todos
    }
# Motivo del consejo: tus fichas de ese color que la colocación deja sin sitio en su fila. $tiles:
# esas fichas, una lista de sixteen-tile-the y sixteen-range-the («te bloquea el 5 y las fichas
# del 7 al 9»); $count: cuántas. «Pero»: es un coste de la jugada, nunca un motivo para hacerla.
sixteen-hint-stuck = pero te bloquea { $count ->
        [one] { $tiles }
       *[other] { $tiles }
    }
# Motivo del consejo: las fichas que te quedan tras la colocación. $count: cuántas (0: la mano queda vacía, y eso gana).
sixteen-hint-left = { $count ->
        [0] vacía tu mano, con lo que ganas la partida
        [1] te queda una ficha
        [one] te queda { $count } ficha
       *[other] te quedan { $count } fichas
    }
# Motivo del consejo: las fichas que una especial quita de la fila. $tiles: esas fichas, una
# lista de sixteen-tile-the y sixteen-range-the; $reopens: yes cuando sale un 16 Fin y la fila se reabre.
sixteen-hint-removes = quita { $tiles }{ $reopens ->
        [yes] , lo que reabre la fila
       *[no] {""}
    }
# Motivo del consejo: tus fichas que pueden ir en la fila una vez cortada («ahí»: la fila que acaba de nombrar
# sixteen-hint-removes, sin repetir «la fila»). $tiles: esas fichas, una lista de sixteen-tile-the y sixteen-range-the; $count: cuántas.
sixteen-hint-frees = { $count ->
        [one] ahí vuelve a caber { $tiles }
       *[other] ahí vuelven a caber { $tiles }
    }

## Pantalla completa: la mesa dibujada

# Una ficha en la mesa: su número, R16 para el 16 Reinicio, F16 para el 16 Fin.
sixteen-draw-token = { $token ->
    [restart] R16
    [end] F16
   *[other] { $token }
}
# Dos letras para el color de una fila: el color nunca es la única señal.
sixteen-draw-colour = { $colour ->
    [red] Ro
    [yellow] Am
    [green] Ve
    [blue] Az
   *[purple] Mo
}
# Tras una fila: cuántas de sus fichas salieron del juego.
sixteen-draw-out = (fuera { $count })
# Título de las filas: fichas que quedan en la bolsa.
sixteen-draw-rows = Filas, bolsa { $bag }
# Título de la mano propia.
sixteen-draw-hand = Tu mano
# Title of the row a decision is about, drawn first on a narrow screen.
sixteen-draw-focused-row = { $colour ->
    [red] Fila roja
    [yellow] Fila amarilla
    [green] Fila verde
    [blue] Fila azul
   *[other] Fila morada
}, bolsa { $bag }
# Una fila en la única línea que una pantalla estrecha da a las filas: las letras de su color y su ficha de arriba.
sixteen-draw-row-top = { $letters } { $top }
# Título de la mano propia en una pantalla estrecha, con las fichas que quedan en la bolsa.
sixteen-draw-hand-bag = Tu mano, bolsa { $bag }
# Before your tiles of a row's colour, drawn under that row on a narrow screen.
sixteen-draw-yours = Tus fichas
# Una ficha especial en la mano: su nombre y cuántas.
sixteen-draw-special = { $kind ->
    [scissors] Tijeras
   *[other] Papelera
} { $count }
# Título de los totales de los jugadores.
sixteen-draw-points = Puntos
# Título de cuántas fichas tiene cada jugador.
sixteen-draw-counts = Fichas en mano
