## Fairy Lights: todos los mensajes del juego. «La tienda» es la fila de cartas boca arriba (5 como máximo).

# El nombre del juego en los menús.
fairy-lights-name = Fairy Lights
# Una frase para el menú de juegos.
fairy-lights-summary = Arriésgate: roba cartas de guirnaldas y ponlas en la tienda; luego llévate un color y anótalo al llegar a 3, 6, 9 o 12 bombillas.

## Colores. En minúscula dentro de una frase; con mayúscula («Colour») al empezarla.

# Nombre de color dentro de una frase.
fairy-lights-colour-red = rojo
# Nombre de color dentro de una frase.
fairy-lights-colour-yellow = amarillo
# Nombre de color dentro de una frase.
fairy-lights-colour-green = verde
# Nombre de color dentro de una frase.
fairy-lights-colour-blue = azul
# Nombre de color dentro de una frase.
fairy-lights-colour-purple = morado
# Nombre de color al empezar una frase o un elemento de lista.
fairy-lights-Colour-red = Rojo
# Nombre de color al empezar una frase o un elemento de lista.
fairy-lights-Colour-yellow = Amarillo
# Nombre de color al empezar una frase o un elemento de lista.
fairy-lights-Colour-green = Verde
# Nombre de color al empezar una frase o un elemento de lista.
fairy-lights-Colour-blue = Azul
# Nombre de color al empezar una frase o un elemento de lista.
fairy-lights-Colour-purple = Morado
# Un número de cartas de un color («2 cartas rojas»). $colour: red, yellow, green, blue o purple; el color concuerda con «carta».
fairy-lights-cards = { $count ->
    [one] una carta { $colour ->
        [red] roja
        [yellow] amarilla
        [green] verde
        [blue] azul
       *[purple] morada
    }
   *[other] { $count } cartas { $colour ->
        [red] rojas
        [yellow] amarillas
        [green] verdes
        [blue] azules
       *[purple] moradas
    }
}

## Cartas y listas cortas.

# Una carta, robada o consultada: «Morada, 2 bombillas, 1 estrella», el color concordado con «carta». $colour: la clave del color (red, yellow, green, blue, purple); $capital: yes cuando la carta abre la frase.
fairy-lights-card = { $capital ->
    [yes] { $colour ->
        [red] Roja
        [yellow] Amarilla
        [green] Verde
        [blue] Azul
       *[purple] Morada
    }
   *[no] { $colour ->
        [red] roja
        [yellow] amarilla
        [green] verde
        [blue] azul
       *[purple] morada
    }
}, { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}, { $stars ->
    [0] sin estrellas
    [1] una estrella
    [one] { $stars } estrella
   *[other] { $stars } estrellas
}
# Dos colores tomados juntos de una tienda llena.
fairy-lights-pair = { $first } y { $second }

## Riesgo de apagón (robar el color de la última carta de la tienda).

# El riesgo de que el próximo robo sea un apagón. $colour: color de la última carta de la tienda (red, yellow, green, blue o purple).
fairy-lights-risk = { $risky ->
    [0] No queda ninguna carta { $colour ->
        [red] roja
        [yellow] amarilla
        [green] verde
        [blue] azul
       *[purple] morada
    } en el mazo: el próximo robo no puede provocar un apagón.
   *[other] El próximo robo es un apagón si sale una carta { $colour ->
        [red] roja
        [yellow] amarilla
        [green] verde
        [blue] azul
       *[purple] morada
    }: { $left ->
        [1] es la única carta que queda, un { $percent }
       *[other] { $risky ->
            [1] una
           *[other] { $risky }
        } de las { $left } cartas del mazo, un { $percent }
    }.
}
# El riesgo cuando la tienda está vacía.
fairy-lights-risk-empty-shop = La tienda está vacía: el próximo robo no puede provocar un apagón.
# El riesgo cuando el mazo está vacío.
fairy-lights-risk-no-deck = El mazo está vacío: no se puede robar más.
# El riesgo en pocas palabras, dentro de una opción.
fairy-lights-short-risk = { $risky ->
    [0] sin riesgo de apagón
   *[other] riesgo de apagón { $left ->
        [1] con la única carta que queda, un { $percent }
       *[other] de { $risky ->
            [1] una
           *[other] { $risky }
        } entre { $left } cartas, un { $percent }
    }
}
# Tras tu propio robo (modo detallado): el riesgo del siguiente. $colour: color de la carta robada (red, yellow, green, blue o purple).
fairy-lights-next-risk = { $risky ->
    [0] Próximo robo: no queda ninguna carta { $colour ->
        [red] roja
        [yellow] amarilla
        [green] verde
        [blue] azul
       *[purple] morada
    } en el mazo, sin riesgo.
   *[other] { $you ->
        [yes] Próximo robo
       *[no] Próximo robo de { $player }
    }: riesgo de apagón { $left ->
        [1] con la única carta que queda, un { $percent }
       *[other] de { $risky ->
            [1] una
           *[other] { $risky }
        } entre { $left } cartas, un { $percent }
    }, si sale una carta { $colour ->
        [red] roja
        [yellow] amarilla
        [green] verde
        [blue] azul
       *[purple] morada
    }.
}

## Sucesos.

# Empieza la partida.
fairy-lights-shuffled = El mazo está barajado: { $cards ->
    [1] una carta
    [one] { $cards } carta
   *[other] { $cards } cartas
}. { $you ->
    [yes] Empiezas tú.
   *[no] Empieza { $player }.
}
# Empieza un turno; $shop es el número de cartas de la tienda.
fairy-lights-turn-began = { $you ->
    [yes] Tu turno
   *[no] Turno de { $player }
}: { $shop ->
    [0] la tienda está vacía{ $you ->
        [yes] , roba.
       *[no] .
    }
    [5] la tienda está llena{ $you ->
        [yes] , toma cartas.
       *[no] .
    }
    [1] una carta en la tienda.
    [one] { $shop } carta en la tienda.
   *[other] { $shop } cartas en la tienda.
}
# Una carta robada sin apagón. $detail: decir quién y el tamaño de la tienda.
fairy-lights-drawn = { $you ->
    [yes] { $card }.
   *[no] { $detail ->
        [yes] { $player } roba: { $card }; { $shop ->
            [1] una carta en la tienda.
            [one] { $shop } carta en la tienda.
           *[other] { $shop } cartas en la tienda.
        }
       *[no] { $player }: { $card }.
    }
}
# Una carta robada que provoca un apagón. $detail: la forma larga para el robo de otro jugador.
fairy-lights-busted = { $you ->
    [yes] { $card }. ¡Apagón! Mismo color que la última carta: tu turno termina y la carta se queda en la tienda.
   *[no] { $detail ->
        [yes] { $player } roba: { $card }. ¡Apagón! Mismo color que la última carta: su turno termina.
       *[no] { $player }: { $card }. ¡Apagón!
    }
}
# Se acaba de robar la última carta del mazo sin apagón.
fairy-lights-last-card = Era la última carta del mazo: { $you ->
    [yes] ya no se puede robar, toma cartas para terminar la partida.
   *[no] { $player } toma cartas y la partida termina.
}
# Un robo ha llenado la tienda.
fairy-lights-shop-full = { $you ->
    [yes] La tienda está llena: tienes que tomar cartas.
   *[no] La tienda está llena: { $player } tiene que tomar cartas.
}
# Cartas tomadas de la tienda; $cards las cuenta por color.
fairy-lights-took = { $you ->
    [yes] Tomas
   *[no] { $player } toma
} { $cards }.
# Un color llega a un múltiplo de 3 bombillas y se anota.
fairy-lights-settled-bank = { $you ->
    [yes] Anotas
   *[no] { $player } anota
} { $cards }: { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}, { $stars ->
    [0] ninguna estrella
    [1] más una estrella
    [one] más { $stars } estrella
   *[other] más { $stars } estrellas
}.
# Un color tiene 1 o 2 bombillas: las cartas se quedan boca arriba.
fairy-lights-settled-keep = { $you ->
    [yes] Te quedas con
   *[no] { $player } se queda con
} { $cards } boca arriba: { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}, { $stars ->
    [0] ninguna estrella
    [1] menos una estrella
    [one] menos { $stars } estrella
   *[other] menos { $stars } estrellas
}.
# Un color tiene 4 bombillas o más sin ser múltiplo de 3: se descartan todas sus cartas sin anotar.
fairy-lights-settled-discard = { $you ->
    [yes] Descartas
   *[no] { $player } descarta
} { $cards }: { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}, y { $bulbs } no es múltiplo de 3.

## La tienda, el mazo, las colecciones.

# La tienda está vacía.
fairy-lights-shop-empty = La tienda está vacía.
# Cuántas cartas tiene la tienda, antes de leerlas.
fairy-lights-shop-head = { $count ->
    [5] La tienda está llena: 5 cartas.
    [one] La tienda tiene una carta.
   *[other] La tienda tiene { $count } cartas.
}
# Una carta de la tienda, por su lugar en la fila.
fairy-lights-shop-card = { $place }: { $card }.
# La última carta de la tienda, la que el robo no debe repetir.
fairy-lights-shop-last = { $place }, la última: { $card }.
# Las cartas de un color resumidas.
fairy-lights-colour-summary = { $colour }: { $cards ->
    [1] una carta
    [one] { $cards } carta
   *[other] { $cards } cartas
}, { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}, { $stars ->
    [0] sin estrellas
    [1] una estrella
    [one] { $stars } estrella
   *[other] { $stars } estrellas
}.
# Un color en la lista de cartas del mazo: «5 rojas», concordando con «cartas». $colour: la clave del color.
fairy-lights-colour-count = { $count ->
    [one] una { $colour ->
        [red] roja
        [yellow] amarilla
        [green] verde
        [blue] azul
       *[purple] morada
    }
   *[other] { $count } { $colour ->
        [red] rojas
        [yellow] amarillas
        [green] verdes
        [blue] azules
       *[purple] moradas
    }
}
# El mazo restante por color; $colours es una lista de colores contados.
fairy-lights-deck = { $left ->
    [0] El mazo está vacío.
    [one] Queda una carta en el mazo: { $colours }.
   *[other] Quedan { $left } cartas en el mazo: { $colours }.
}
# El mazo en el árbol de consulta, con el riesgo de apagón.
fairy-lights-deck-node = El mazo: { $left ->
    [1] una carta.
    [one] { $left } carta.
   *[other] { $left } cartas.
} { $risk }
# Un color del mazo en el árbol de consulta.
fairy-lights-deck-colour = { $colour }: { $count ->
    [one] queda una carta
   *[other] quedan { $count } cartas
}
# Cuántas cartas de una misma cara quedan en el mazo.
fairy-lights-face-count = { $card }: { $count ->
    [one] queda una
   *[other] quedan { $count }
}
# La cabecera de una colección en el árbol de consulta. Sin cartas sin anotar, la línea acaba tras las anotadas: el primer elemento de debajo dice «Ninguna carta sin anotar.» justo después.
fairy-lights-collection = { $you ->
    [yes] Tu colección
   *[no] Colección de { $player }
}: { $score ->
    [-1] menos un punto
    [1] un punto
    [one] { $score } punto
   *[other] { $score } puntos
}; { $banked_cards ->
    [0] ninguna carta anotada
   *[other] { $banked ->
        [1] una estrella anotada
        [one] { $banked } estrella anotada
       *[other] { $banked } estrellas anotadas
    } en { $banked_cards ->
        [1] una carta
        [one] { $banked_cards } carta
       *[other] { $banked_cards } cartas
    }
}{ $unbanked ->
    [0] .
    [1] ; una carta sin anotar.
    [one] ; { $unbanked } carta sin anotar.
   *[other] ; { $unbanked } cartas sin anotar.
}
# Un color sin anotar: sus bombillas, sus estrellas (en contra) y lo que falta para anotarlo.
fairy-lights-unbanked = { $colour }: { $cards ->
    [1] una carta
    [one] { $cards } carta
   *[other] { $cards } cartas
}, { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}, { $stars ->
    [0] ninguna estrella
    [1] menos una estrella
    [one] menos { $stars } estrella
   *[other] menos { $stars } estrellas
}; { $need ->
    [one] falta una bombilla para anotar.
   *[other] faltan { $need } bombillas para anotar.
}
# Una colección sin cartas boca arriba.
fairy-lights-nothing-unbanked = Ninguna carta sin anotar.
# El montón anotado en el árbol de consulta.
fairy-lights-banked-pile = { $cards ->
    [0] Ninguna carta anotada.
    [one] Anotada: una carta, { $stars ->
        [0] sin estrellas
        [1] una estrella
        [one] { $stars } estrella
       *[other] { $stars } estrellas
    }.
   *[other] Anotadas: { $cards } cartas, { $stars ->
        [0] sin estrellas
        [1] una estrella
        [one] { $stars } estrella
       *[other] { $stars } estrellas
    }.
}
# Un color sin anotar en el repaso de la mesa: «rojo con 2 bombillas».
fairy-lights-held = { $colour } con { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}
# Un jugador de la mesa. $unbanked lista sus colores sin anotar.
fairy-lights-table-seat = { $you ->
    [yes] Tú
   *[no] { $player }
}{ $playing ->
    [yes] , jugando ahora
   *[no] {""}
}: { $score ->
    [-1] menos un punto
    [1] un punto
    [one] { $score } punto
   *[other] { $score } puntos
}, { $banked ->
    [0] ninguna estrella anotada
    [1] una estrella anotada
    [one] { $banked } estrella anotada
   *[other] { $banked } estrellas anotadas
}{ $colours ->
    [0] ; ninguna carta sin anotar.
   *[other] ; sin anotar: { $unbanked }.
}

## Puntuaciones.

# El total de un jugador.
fairy-lights-score-total = { $you ->
    [yes] Tú
   *[no] { $player }
}: { $points ->
    [-1] menos un punto
    [1] un punto
    [one] { $points } punto
   *[other] { $points } puntos
}.
# La parte anotada de una puntuación.
fairy-lights-score-banked = { $cards ->
    [0] Ninguna carta anotada.
    [1] Anotada: una carta
    [one] Anotada: { $cards } carta
   *[other] Anotadas: { $cards } cartas
}{ $cards ->
    [0] {""}
   *[other] , { $stars ->
        [0] sin estrellas
        [1] una estrella a favor
        [one] { $stars } estrella a favor
       *[other] { $stars } estrellas a favor
    }.
}
# Un color sin anotar de una puntuación, que resta. $colour: la clave del color (red, yellow, green, blue, purple), concordada con «cartas».
fairy-lights-score-unbanked = Cartas { $colour ->
        [red] rojas
        [yellow] amarillas
        [green] verdes
        [blue] azules
       *[purple] moradas
    } sin anotar: { $cards ->
    [1] una carta
    [one] { $cards } carta
   *[other] { $cards } cartas
}, { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}, { $stars ->
    [0] sin estrellas
    [1] una estrella en contra
    [one] { $stars } estrella en contra
   *[other] { $stars } estrellas en contra
}.
# Cómo cambiaría tu puntuación con una toma.
fairy-lights-score-change = { $trend ->
    [up] { $gain ->
        [1] un punto más
        [one] { $gain } punto más
       *[other] { $gain } puntos más
    }
    [down] { $gain ->
        [1] un punto menos
        [one] { $gain } punto menos
       *[other] { $gain } puntos menos
    }
   *[same] sin cambiar tu puntuación
}
# Un único ganador.
fairy-lights-final-win = { $you ->
    [yes] Ganas
   *[no] Gana { $player }
} con { $points ->
    [-1] menos un punto
    [1] un punto
    [one] { $points } punto
   *[other] { $points } puntos
}.
# Una victoria compartida; $names lista a los ganadores.
fairy-lights-final-shared = Victoria compartida entre { $names }, con { $points ->
    [-1] menos un punto
    [1] un punto
    [one] { $points } punto
   *[other] { $points } puntos
} cada uno.

## De quién es el turno, qué se puede hacer.

# La partida ha terminado.
fairy-lights-turn-over = La partida ha terminado.
# Antes de barajar.
fairy-lights-turn-unshuffled = Se está barajando el mazo.
# T: el turno. $situation: empty (robar), full (tomar), last (mazo agotado: tomar), choose.
fairy-lights-turn = { $you ->
    [yes] Tu turno
   *[no] Turno de { $player }
}: { $draws ->
    [0] ningún robo todavía
    [1] un robo hasta ahora
    [one] { $draws } robo hasta ahora
   *[other] { $draws } robos hasta ahora
}. { $shop ->
    [0] La tienda está vacía
    [one] La tienda tiene una carta
   *[other] La tienda tiene { $shop } cartas
}, { $left ->
    [0] el mazo está vacío
    [one] queda una carta en el mazo
   *[other] quedan { $left } cartas en el mazo
}. { $situation ->
    [empty] Solo se puede robar.
    [full] Solo se pueden tomar cartas.
    [last] Ha salido la última carta: tomar cartas termina la partida.
   *[choose] Robar o tomar cartas.
}
# Juega otra persona.
fairy-lights-wait = { $you ->
    [yes] Es tu turno.
   *[no] Es el turno de { $player }.
}
# L: se puede robar, con su riesgo.
fairy-lights-may-draw = Puedes robar: { $risk }.
# L: los colores que se pueden tomar; $two: tienda llena, dos colores entre $colours.
fairy-lights-may-take = { $two ->
    [yes] Puedes tomar dos colores entre { $colours }.
   *[no] Puedes tomar: { $options }.
}
# Se dice al empezar el turno del jugador, antes de «¿Robar o tomar?»: la tienda, color por color.
fairy-lights-turn-shop = En la tienda: { $piles }.
# La primera pregunta del selector de jugadas.
fairy-lights-prompt-turn = { $situation ->
    [empty] La tienda está vacía: roba.
    [full] La tienda está llena: toma cartas.
    [last] Ha salido la última carta: toma cartas para terminar la partida.
   *[choose] ¿Robar o tomar cartas?
}
# La pregunta en el paso de tomar.
fairy-lights-prompt-take = { $two ->
    [yes] ¿Qué dos colores?
   *[no] ¿Qué color?
}
# Opción: robar, con el riesgo.
fairy-lights-option-draw = Robar una carta, { $risk }
# Opción: tomar, con los colores que hay; $two: tienda llena, dos colores entre $colours.
fairy-lights-option-take = { $two ->
    [yes] Tomar dos colores entre { $colours }
   *[no] { $count ->
        [one] Tomar las cartas de color { $options }
       *[other] Tomar las cartas de un color: { $options }
    }
}
# Opción: dos colores de una tienda llena, y luego lo que haría cada uno.
fairy-lights-option-pair = { $pair }. { $first }. { $second }
# Lo que aporta un color y lo que haría: «Rojo: 2 cartas, 3 bombillas, 1 estrella; anotarías ...».
fairy-lights-forecast = { $colour }: { $taken ->
    [1] una carta
    [one] { $taken } carta
   *[other] { $taken } cartas
}, { $bulbs ->
    [1] una bombilla
    [one] { $bulbs } bombilla
   *[other] { $bulbs } bombillas
}, { $stars ->
    [0] sin estrellas
    [1] una estrella
    [one] { $stars } estrella
   *[other] { $stars } estrellas
}; { $effect }
# La toma anotaría el color: $pile cartas que valen $value estrellas.
fairy-lights-effect-bank = anotarías { $pile ->
    [1] una carta
    [one] { $pile } carta
   *[other] { $pile } cartas
} { $value ->
    [0] sin estrellas
    [1] por una estrella
    [one] por { $value } estrella
   *[other] por { $value } estrellas
}, { $change }
# La toma dejaría 1 o 2 bombillas boca arriba.
fairy-lights-effect-keep = { $pile ->
    [one] te la quedarías
   *[other] te las quedarías
}: { $total ->
    [1] una bombilla
    [one] { $total } bombilla
   *[other] { $total } bombillas
}, { $change }
# La toma llegaría a 4 bombillas o más (no múltiplo de 3): se descarta todo el color. $lost: las cartas de ese color que ya tenías; $taken: las cartas tomadas.
fairy-lights-effect-discard = { $total ->
    [1] una bombilla
    [one] { $total } bombilla
   *[other] { $total } bombillas
}, { $owned ->
    [0] { $taken ->
        [one] la descartarías
       *[other] las descartarías
    } en el acto
   *[other] { $taken ->
        [one] la perderías
       *[other] las perderías
    } junto con { $lost } de tu colección
}, { $change }
# Por qué faltan opciones, en el primer paso.
fairy-lights-why-empty = La tienda está vacía: no hay nada que tomar, tienes que robar.
# Por qué no se puede robar.
fairy-lights-why-full = La tienda tiene 5 cartas: no se puede robar, tienes que tomar cartas.
# Por qué no se puede robar tras la última carta.
fairy-lights-why-last = Ha salido la última carta del mazo: no se puede robar, tienes que tomar cartas.
# No falta nada.
fairy-lights-why-choose = Puedes tanto robar como tomar cartas.
# Por qué faltan colores en el paso de tomar.
fairy-lights-why-colours = { $two ->
    [yes] De una tienda llena se toman todas las cartas de dos colores.
   *[no] Se toman todas las cartas de un solo color.
} { $absent ->
    [0] Todos los colores están en la tienda.
   *[other] No están en la tienda: { $colours }.
}

## Teclas (F1).

# Tecla R.
fairy-lights-key-draw = Robar una carta del mazo y ponerla al final de la tienda.
# Tecla K.
fairy-lights-key-take = Tomar cartas de la tienda: abre la elección de colores, o toma directamente si solo hay una opción.
# Tecla B.
fairy-lights-key-deck = Las cartas que quedan en el mazo, por color, y el riesgo de apagón en el próximo robo.
# Tecla G.
fairy-lights-key-shop = La tienda resumida color por color.

## Jugadas rechazadas.

# Una jugada que no existe en este momento.
fairy-lights-illegal-not-legal = Esa jugada no es posible ahora.
# Le toca a otra persona.
fairy-lights-illegal-not-your-turn = No es tu turno.
# Un orden del mazo que no tiene las 60 cartas una vez cada una.
fairy-lights-illegal-bad-shuffle = El orden del mazo debe contener cada una de las 60 cartas una sola vez.
# Robar con la tienda llena.
fairy-lights-illegal-shop-full = La tienda tiene 5 cartas: tienes que tomar cartas, no robar.
# Robar con el mazo agotado.
fairy-lights-illegal-last-card = Ha salido la última carta del mazo: solo puedes tomar cartas.
# Tomar de una tienda vacía.
fairy-lights-illegal-shop-empty = La tienda está vacía: tienes que robar.
# Un color que no existe, o nombrado dos veces.
fairy-lights-illegal-bad-colour = Ese no es un color del juego.
# Un color sin cartas en la tienda.
fairy-lights-illegal-colour-absent = No hay ninguna carta de ese color en la tienda.
# Un solo color tomado de una tienda llena con varios.
fairy-lights-illegal-take-two = De una tienda llena se toman todas las cartas de dos colores.
# Dos colores tomados de una tienda de 1 a 4 cartas.
fairy-lights-illegal-take-one = De una tienda de 1 a 4 cartas se toman todas las cartas de un solo color.
# Dos colores nombrados fuera del orden del juego.
fairy-lights-illegal-colour-order = Nombra los dos colores en el orden del juego: rojo, amarillo, verde, azul, morado.
# Lo que hace D en Fairy Lights (F1).
fairy-lights-cmd-dice = la tienda, carta a carta
# Lo que hace C en Fairy Lights (F1).
fairy-lights-cmd-sheet = consultar tu colección, la tienda y el mazo

# Mayús+H, una toma, la cifra que ordena la lista: las estrellas que debería darte, menos lo que el turno siguiente debería darle al siguiente jugador, en décimas de estrella (puede ser negativa), y luego sus dos partes. $net: esa cifra; $trend: up, down o same, el cambio de puntuación ahora; $change: ese cambio sin signo (en puntos, como lo dice la opción); $gain: minus o plus, y $mine_size sin su signo: lo que la toma te vale más de lo que ya prometían tus cartas sin anotar, en estrellas (una pérdida se dice «le quita»); $shop: brings o costs, y $theirs sin su signo: lo que la tienda que queda debería darle al siguiente jugador, o quitarle, en estrellas ($net es $mine menos lo que le da, o más lo que le quita, siendo $mine ese valor); $player: el nombre del siguiente jugador; $emptied: yes cuando la toma deja la tienda vacía (el siguiente jugador tiene que robar), si no no.
fairy-lights-hint-expect-take = { $net ->
        [1] una estrella
        [one] { $net } estrella
       *[other] { $net } estrellas
    } de saldo, con { $trend ->
        [up] { $change ->
            [1] un punto más ahora
            [one] { $change } punto más ahora
           *[other] { $change } puntos más ahora
        }
        [down] { $change ->
            [1] un punto menos ahora
            [one] { $change } punto menos ahora
           *[other] { $change } puntos menos ahora
        }
       *[same] tu puntuación sin cambios por ahora
    }, y la toma { $gain ->
        [minus] le quita { $mine_size }
       *[plus] suma { $mine_size }
    } a lo que ya prometían tus cartas sin anotar, { $shop ->
        [costs] { $emptied ->
            [yes] mientras que { $player } debería perder { $theirs } robando con la tienda vacía
           *[no] mientras que la tienda que queda debería quitarle { $theirs } a { $player }
        }
       *[brings] { $emptied ->
            [yes] { $theirs ->
                [0] mientras que { $player } no debería sacar nada robando con la tienda vacía
                [1] frente a la estrella que debería sacar { $player } robando con la tienda vacía
               *[other] frente a las { $theirs } estrellas que debería sacar { $player } robando con la tienda vacía
            }
           *[no] { $theirs ->
                [0] mientras que la tienda que queda no debería darle nada a { $player }
                [1] frente a la estrella que la tienda que queda debería darle a { $player }
               *[other] frente a las { $theirs } estrellas que la tienda que queda debería darle a { $player }
            }
        }
    }
# Mayús+H, robar: su cifra, las estrellas que debería darte menos lo que puede dejarle al siguiente jugador (un apagón le deja toda la tienda), en décimas de estrella (puede ser negativa). $net: esa cifra; $player: el nombre del siguiente jugador.
fairy-lights-hint-expect-draw = { $net ->
        [1] una estrella
        [one] { $net } estrella
       *[other] { $net } estrellas
    } de saldo, contando lo que puede dejarle a { $player }
# Mayús+H con las últimas cartas, calculado hasta el final de la partida: la probabilidad de ganar (lo que ordena las jugadas) y cuánto debería cambiar la diferencia con el mejor rival de aquí al final. $wins: la probabilidad (common-percent); $trend: up (le sacas estrellas), down (las pierdes) o same; $size: las estrellas ganadas o perdidas, en décimas; $others: cuántos rivales; $player: el nombre del rival si solo hay uno.
fairy-lights-hint-expect-end = un { $wins } de probabilidades de ganar la partida, { $trend ->
        [up] sacándole { $size ->
            [1] una estrella
            [one] unas { $size } estrella
           *[other] unas { $size } estrellas
        } { $others ->
            [1] a { $player }
           *[other] al mejor de los demás
        } de aquí al final
        [down] perdiendo { $size ->
            [1] una estrella
            [one] unas { $size } estrella
           *[other] unas { $size } estrellas
        } { $others ->
            [1] respecto a { $player }
           *[other] respecto al mejor de los demás
        } de aquí al final
       *[same] sin que cambie mucho la diferencia con { $others ->
            [1] { $player }
           *[other] el mejor de los demás
        }
    }
# Consejo: la jugada es robar.
fairy-lights-hint-draw = roba una carta
# Consejo: la jugada es tomar $what, las cartas (fairy-lights-hint-taken). Allí: $colour: el color tomado (red, yellow, green, blue o purple); $second: el segundo color de una tienda llena, o none; $cards, $second_cards: cuántas cartas de la tienda hay del primer y del segundo color («la carta amarilla y las rojas»).
fairy-lights-hint-take = toma { $what }
# Las cartas de una toma, como grupo nominal («las cartas rojas y la azul»), que dice $what en fairy-lights-hint-take y fairy-lights-hint-passes: $colour, $second (none, o el segundo color), $cards y $second_cards (cuántas cartas de cada color hay en la tienda).
fairy-lights-hint-taken = { $cards ->
        [1] la carta { $colour ->
            [red] roja
            [yellow] amarilla
            [green] verde
            [blue] azul
           *[purple] morada
        }
       *[other] las cartas { $colour ->
            [red] rojas
            [yellow] amarillas
            [green] verdes
            [blue] azules
           *[purple] moradas
        }
    }{ $second ->
        [none] {""}
       *[other] { $second_cards ->
            [1] {" "}y la { $second ->
                [red] roja
                [yellow] amarilla
                [green] verde
                [blue] azul
               *[purple] morada
            }
           *[other] {" "}y las { $second ->
                [red] rojas
                [yellow] amarillas
                [green] verdes
                [blue] azules
               *[purple] moradas
            }
        }
    }
# Motivo del consejo: la jugada anota un montón. $cards: el montón («3 cartas rojas»); $value: sus estrellas; $bulbs: sus bombillas; $change: el cambio de puntuación.
fairy-lights-hint-bank = anotas tus { $cards } { $value ->
        [0] sin estrellas
        [1] por una estrella
        [one] por { $value } estrella
       *[other] por { $value } estrellas
    }, { $change }
# Motivo del consejo: la jugada guarda un montón sin anotarlo. $cards: el montón; $bulbs: sus bombillas (1 o 2); $value: sus estrellas; $change: el cambio de puntuación; $colour: el color del montón (red, yellow, green, blue o purple), para decir cuántas bombillas de ese color lo anotarían; $plan: yes, o no cuando esta toma acaba la partida (ya no se anota nada).
fairy-lights-hint-keep = te quedas con { $cards }, { $bulbs ->
        [1] una bombilla en total, { $change }{ $plan ->
            [yes] , pero solo te faltan 2 bombillas { $colour ->
                [red] rojas
                [yellow] amarillas
                [green] verdes
                [blue] azules
               *[purple] moradas
            } para anotar
           *[no] {""}
        }
        [one] { $bulbs } bombilla en total, { $change }{ $plan ->
            [yes] , pero solo te faltan 2 bombillas { $colour ->
                [red] rojas
                [yellow] amarillas
                [green] verdes
                [blue] azules
               *[purple] moradas
            } para anotar
           *[no] {""}
        }
        [2] { $bulbs } bombillas en total, { $change }{ $plan ->
            [yes] , pero solo te falta una bombilla { $colour ->
                [red] roja
                [yellow] amarilla
                [green] verde
                [blue] azul
               *[purple] morada
            } para anotar
           *[no] {""}
        }
       *[other] { $bulbs } bombillas en total, { $change }
    }
# Motivo del consejo: una toma de dos colores que anota los dos montones, dicha en una sola oración, con el cambio de puntuación una sola vez. $cards, $second: los dos montones (fairy-lights-cards); $value, $second_value: sus estrellas; $change: el cambio de puntuación de los dos.
fairy-lights-hint-bank-both = anotas tus { $cards } { $value ->
        [0] sin estrellas
        [1] por una estrella
        [one] por { $value } estrella
       *[other] por { $value } estrellas
    } y tus { $second } { $second_value ->
        [0] sin estrellas
        [1] por una estrella
        [one] por { $second_value } estrella
       *[other] por { $second_value } estrellas
    }, { $change }
# Motivo del consejo: una toma de dos colores que guarda los dos montones sin anotar, dicha en una sola oración, con el cambio de puntuación una sola vez. $cards, $second: los dos montones (fairy-lights-cards); $change: el cambio de puntuación de los dos; $plan: yes, o no cuando ningún turno tuyo posterior debería poder anotarlos; $same: one (a cada montón le falta una bombilla), two (a cada uno le faltan 2) o no (entonces $colour es el color del montón al que le falta una bombilla y $second_colour el del que le faltan 2; red, yellow, green, blue o purple).
fairy-lights-hint-keep-both = te quedas con { $cards } y { $second } sin anotar, { $change }{ $plan ->
        [yes] , pero solo te { $same ->
            [one] falta una bombilla de cada color
            [two] faltan 2 bombillas de cada color
           *[no] faltan una bombilla { $colour ->
                [red] roja
                [yellow] amarilla
                [green] verde
                [blue] azul
               *[purple] morada
            } y 2 bombillas { $second_colour ->
                [red] rojas
                [yellow] amarillas
                [green] verdes
                [blue] azules
               *[purple] moradas
            }
        } para anotar
       *[no] {""}
    }
# Motivo del consejo: la jugada pasa de 3 bombillas y se descarta todo el montón. $cards: el montón descartado; $bulbs: sus bombillas; $value: sus estrellas; $change: el cambio de puntuación.
fairy-lights-hint-discard = descartas { $cards }, { $bulbs ->
        [1] una bombilla
        [one] { $bulbs } bombilla
       *[other] { $bulbs } bombillas
    } en total, { $change }
# Motivo del consejo: lo que la jugada deja en la tienda al siguiente jugador. $count: cartas que quedan; $stars: sus estrellas; $player: el nombre del siguiente jugador.
fairy-lights-hint-shop-left = { $count ->
        [0] le dejas a { $player } la tienda vacía
        [one] le dejas a { $player } en la tienda una carta que { $stars ->
            [0] no vale ninguna estrella
            [1] vale una estrella
            [one] vale { $stars } estrella
           *[other] vale { $stars } estrellas
        }
       *[other] le dejas a { $player } en la tienda { $count } cartas que { $stars ->
            [0] no valen ninguna estrella
            [1] valen una estrella
            [one] valen { $stars } estrella
           *[other] valen { $stars } estrellas
        }
    }
# Motivo del consejo: la jugada deja en la tienda cartas que harían descartar al siguiente jugador cartas sin anotar, si las tomara. $trap: esas cartas («3 cartas azules»); $count: cuántas; $owned: las cartas sin anotar de ese color del siguiente jugador («2 cartas azules»); $player: el nombre del siguiente jugador.
fairy-lights-hint-shop-trap = dejas { $trap } en la tienda, una trampa para { $player }, porque { $count ->
        [one] tomarla
       *[other] tomarlas
    } le haría descartar { $owned } de su colección
# Motivo para robar la última carta del mazo cuando vas en cabeza: la partida termina entonces con tu toma. $player: el nombre del mejor rival; $mine, $theirs: tu puntuación y la suya ahora.
fairy-lights-hint-last-card = robas la última carta del mazo, así que tu toma cierra la partida, ahora que vas ganando a { $player } por { $mine } a { $theirs }
# Motivo para robar: la tienda está vacía y no hay nada que tomar.
fairy-lights-hint-empty-shop = la tienda está vacía y no hay nada que tomar
# Motivo para robar: ningún color de la tienda subiría ya tu puntuación.
fairy-lights-hint-no-take = ningún color de la tienda subiría todavía tu puntuación
# Motivo para robar: tomar ya daría algo, pero una tienda más llena debería dar más. $best: lo que la mejor toma sumaría ahora a tu puntuación, en puntos (como lo dice la opción).
fairy-lights-hint-grow = una tienda más llena debería superar { $best ->
        [one] el punto
       *[other] los { $best } puntos
    } que sumaría ahora la mejor toma
# Motivo para robar: el riesgo de apagón. $risky: cartas del mazo que provocan apagón; $left: cartas del mazo; $percent: el riesgo; $colour: el color que lo provoca; $small: yes si el riesgo es menor de uno entre cuatro (entonces se dice «solo»), si no no.
fairy-lights-hint-risk = { $risky ->
        [0] ninguna carta del mazo puede provocarte un apagón
        [one] { $left ->
            [1] la única carta que queda provoca un apagón
           *[other] { $small ->
                [yes] solo una de las { $left } cartas que quedan provoca un apagón, un { $percent }
               *[no] una de las { $left } cartas que quedan provoca un apagón, un { $percent }
            }
        }
       *[other] { $small ->
            [yes] solo { $risky } de las { $left } cartas que quedan provocan un apagón, un { $percent }
           *[no] { $risky } de las { $left } cartas que quedan provocan un apagón, un { $percent }
        }
    }
# Motivo para robar cuando todas las cartas del mazo provocan un apagón: robar no se lleva nada. $take: no si ningún color de la tienda subiría tu puntuación, yes si la mejor toma la subiría ($best puntos, como lo dice la opción).
fairy-lights-hint-sure-bust = cualquier carta que quede en el mazo te provoca un apagón, así que no te llevas nada { $take ->
        [yes] y dejas la tienda como está, en vez de sumar ya { $best ->
            [one] un punto
           *[other] { $best } puntos
        } con la mejor toma
       *[no] y no pierdes nada, porque ningún color de la tienda subiría todavía tu puntuación
    }
# H, cuando la toma del consejo deja pasar otra toma que subiría más tu puntuación ahora (sixty-one-hint-passes de Sixty-One, con las cifras de Fairy Lights). $what: las cartas de esa otra toma (fairy-lights-hint-taken); $sure: los puntos que suma ahora; $measure: points (a mitad de partida: $theirs y $ours son el saldo en estrellas de esa toma y de la del consejo, en décimas, como lo dice Mayús+H) o wins (las últimas cartas: las probabilidades de ganar, common-percent); $verdict: worse, o even cuando las dos cifras se dicen igual.
fairy-lights-hint-passes = tomar { $what } te daría ya { $sure ->
        [1] un punto más
        [one] { $sure } punto más
       *[other] { $sure } puntos más
    }, { $measure ->
        [wins] { $verdict ->
            [worse] pero solo ganarías la partida un { $theirs } de las veces, frente a un { $ours }
           *[even] pero no ganarías la partida más a menudo, un { $ours } de las veces, así que el bot difícil se queda con su jugada
        }
       *[points] { $verdict ->
            [worse] pero se quedaría en { $theirs ->
                [1] una estrella
                [one] { $theirs } estrella
               *[other] { $theirs } estrellas
            } de saldo, frente a { $ours }
           *[even] pero el saldo sería el mismo, { $ours ->
                [1] una estrella
                [one] { $ours } estrella
               *[other] { $ours } estrellas
            }, así que el bot difícil se queda con su jugada
        }
    }

## Pantalla completa: la mesa dibujada

# La clave de los códigos de las cartas, escrita una vez en la mesa: B y E como las escriben fairy-lights-draw-bulbs y fairy-lights-draw-stars.
fairy-lights-draw-key = B de bombillas, E de estrellas
# El número de cartas del mazo en su línea, resaltado cuando robar es la opción elegida.
fairy-lights-draw-left = { $left ->
    [one] queda { $left }
   *[other] quedan { $left }
}
# Dos letras para un color: el color nunca es la única señal.
fairy-lights-draw-letter = { $colour ->
    [red] Ro
    [yellow] Am
    [green] Ve
    [blue] Az
   *[purple] Mo
}
# Título de la tienda: cartas robadas en este turno.
fairy-lights-draw-shop = Tienda, robos: { $draws }
# Título del mazo: cartas que quedan y descartadas.
fairy-lights-draw-deck = Mazo: quedan { $left }, descarte { $discarded }
# Delante de las cartas en riesgo, luego de las anotadas.
fairy-lights-draw-unbanked = Sin anotar
# Delante de las cartas anotadas.
fairy-lights-draw-banked = Anotadas
# Título de los totales de los jugadores.
fairy-lights-draw-points = Estrellas
# Título de la tienda en una pantalla estrecha, con el riesgo del próximo robo: cartas del mazo que provocan un apagón ($risky) de las que quedan ($left).
fairy-lights-draw-shop-risk = Tienda, robos: { $draws }, { $left ->
    [0] mazo vacío
   *[other] { $risky ->
        [0] sin riesgo
       *[other] riesgo { $risky } de { $left }
    }
}
# Las bombillas de una carta (o el total de un color) en una pantalla estrecha, antes de sus estrellas: la B de «Ro B2 E1».
fairy-lights-draw-bulbs = B{ $bulbs }
# Sus estrellas: la E de «Ro B2 E1».
fairy-lights-draw-stars = E{ $stars }
# Título de las cartas anotadas de un jugador en una pantalla estrecha, donde forman una zona aparte.
fairy-lights-draw-banked-of = { $player }: anotadas
