## Títulos de las pantallas

# Título genérico (reserva).
ui-title = accessiplay
# Título del menú principal, dicho al abrirlo.
ui-title-main-menu = Menú principal.
# Título de la lista de teclas (F1).
ui-title-help = Teclas.
# Título de una pregunta de sí o no.
ui-title-confirm = Pregunta.
# Título mientras el teclado pasa a otro jugador.
ui-title-hand-over = Pasa el teclado.
# Título de la lista de jugadores cuya hoja, mano o colección se puede consultar (Mayús+C).
ui-title-pick-player = ¿Qué jugador quieres consultar?
# Título de una consulta cuando el juego no da ninguno.
ui-title-review = Consulta.
# Título del reglamento cuando no se nombra ningún juego.
ui-title-rules = Reglas.
# Título de la lista de juegos para las reglas.
ui-title-rules-menu = Reglas: elige un juego.
# Título de la configuración.
ui-title-settings = Configuración.
# Título de la preparación de una partida.
ui-title-setup = Nueva partida.
# Título de la pantalla de juego cuando falta el nombre del juego.
ui-title-game = Partida.
# Título de la lista de puntuaciones finales.
ui-title-final = Puntuaciones finales.
# Título de una respuesta larga abierta como lista (puntuaciones detalladas, todas las diagonales, todas las colocaciones).
ui-title-listing = Lista.

## Listas

# Un elemento de lista con su posición: «Nueva partida, 1 de 5».
ui-item = { $label }, { $position } de { $count }
# Un paso de la elección que solo tenía una opción, tomado por el jugador y dicho como un hecho.
ui-step-taken = { $label }. Única opción.
# El último paso de una jugada cuando solo ofrece una opción: nada que elegir, Intro la juega.
ui-only-option = { $label }. Única opción; Intro la juega.
# Lista vacía.
ui-list-empty = La lista está vacía.
# Una flecha llega al final de la lista (luego se repite el elemento). $end: top o bottom, el extremo alcanzado.
ui-edge = { $end ->
    [top] Principio de la lista.
   *[bottom] Final de la lista.
}
# Izquierda o Derecha en un elemento sin valores.
ui-no-values = Aquí no hay nada que cambiar. Arriba y Abajo para moverte, Intro para elegir.
# Una letra con la que no empieza ningún elemento.
ui-no-item-letter = Ningún elemento empieza por { $letter }.
# Una letra que juega una jugada, pulsada en un paso de la elección donde ninguna opción empieza por ella.
ui-game-key-in-step = Aquí ninguna opción empieza por { $letter }, y { $letter } te sacaría de esta elección: pulsa primero Esc y luego { $letter }.
# Intro en un ajuste en vez de Izquierda y Derecha.
ui-setup-use-arrows = Usa Izquierda y Derecha para cambiar este valor.

## Menú principal

# Elemento del menú: nueva partida.
ui-menu-new-game = Nueva partida
# Elemento del menú: continuar la partida guardada.
ui-menu-resume = Continuar la partida guardada
# Elemento del menú: escuchar las reglas de un juego.
ui-menu-rules = Reglas
# Elemento del menú: configuración.
ui-menu-settings = Configuración
# Elemento del menú: las estadísticas de cada juego jugado (partidas ganadas, sin consejos, mejor puntuación).
ui-menu-statistics = Estadísticas
# Elemento del menú: salir.
ui-menu-quit = Salir
# Dicho al cerrar.
ui-goodbye = ¡Hasta pronto!
# Un juego en el menú de reglas: su nombre y una frase.
ui-game-with-summary = { $name }: { $summary }

## Preparación

# Fila: qué juego. Izquierda y Derecha lo cambian.
ui-setup-game = Juego: { $name }
# Fila: número de jugadores, con los límites del juego.
ui-setup-players = Jugadores: { $count } (de { $low } a { $high })
# Izquierda o Derecha saldría de los límites.
ui-setup-players-limit = Este juego es de { $low } a { $high } jugadores.
# El número de jugadores de un juego que solo admite un número.
ui-setup-players-fixed = Jugadores: { $count } (siempre { $count } en este juego)
# Izquierda o Derecha sobre él.
ui-setup-players-limit-fixed = Este juego es para { $count ->
    [1] un jugador
    [one] { $count } jugador
   *[other] { $count } jugadores
}, ni más ni menos.
# La fila del juego cambia a un juego con otro número de jugadores: la fila y luego el nuevo número, en una sola línea. $game: la fila tal como se dice (ui-item); $players: ui-setup-players-now o ui-setup-players-now-fixed.
ui-setup-game-players = { $game }; { $players }
# El nuevo número de jugadores tras cambiar de juego. $count: los jugadores ahora; $low, $high: lo que admite el juego.
ui-setup-players-now = ahora { $count ->
    [one] un jugador
   *[other] { $count } jugadores
} (de { $low } a { $high })
# Lo mismo para un juego que solo admite un número.
ui-setup-players-now-fixed = ahora { $count ->
    [one] un jugador
   *[other] { $count } jugadores
} (siempre { $count } en este juego)
# Fila: un puesto y quién lo ocupa.
ui-setup-seat = Puesto { $n }: { $kind }
# Escribir un nombre: título de la pantalla.
ui-title-name = Nombre.
# Escribir un nombre: lo escrito hasta ahora.
ui-name-typed = Escrito: { $text }.
# Escribir un nombre: aún no hay nada escrito.
ui-name-empty = No hay nada escrito.
# Escribir un nombre: cómo terminar.
ui-name-keys = Escribe el nombre; Retroceso borra, Intro lo guarda, Esc lo deja como estaba.
# Escribir un nombre: el nombre no puede ser más largo.
ui-name-full = Un nombre tiene como mucho { $count ->
    [1] un carácter
    [one] { $count } carácter
   *[other] { $count } caracteres
}.
# Escribir un nombre: Retroceso borró este carácter.
ui-name-erased = Borrado: { $char }.
# Escribir la dirección de un servidor o el número de una mesa: cómo terminar.
ui-field-keys = Escribe el texto; Retroceso borra, Intro lo guarda, Esc lo deja como estaba.
# Escribir una dirección o un número de mesa: el campo no puede ser más largo.
ui-field-full = Este campo tiene como mucho { $count ->
    [1] un carácter
    [one] { $count } carácter
   *[other] { $count } caracteres
}.
# Escribir una contraseña: cada carácter se dice así, nunca tal cual.
ui-field-hidden-char = asterisco
# Nueva partida: pregunta para el nombre de un puesto.
ui-name-question-seat = ¿Nombre del puesto { $n }?
# Ajustes: pregunta para el nombre del propio jugador.
ui-name-question-own = ¿Tu nombre?
# Se guardó un nombre.
ui-name-kept = Nombre: { $name }.
# No se escribió ningún nombre: se usa el de por defecto.
ui-name-default-kept = Se mantiene el nombre por defecto.
# Nueva partida: un puesto humano con su nombre («Puesto 2: humano, Marta»).
ui-setup-seat-human = Puesto { $n }: humano, { $name }
# Ajustes: el nombre del primer jugador.
ui-setting-name = Tu nombre: { $value }
# Ajustes: sin nombre, tus partidas te llaman con el nombre por defecto del primer jugador. $name: ese nombre («Jugador 1»).
ui-setting-name-default = { $name } (por defecto)
ui-cmd-erase = borrar el último carácter
ui-cmd-keep-name = guardar el nombre
ui-cmd-send-chat = enviar el mensaje a la mesa
# Fila: el idioma.
ui-setup-language = Idioma: { $language }
# Fila que empieza la partida.
ui-setup-start = Empezar la partida
# Una persona en este teclado.
ui-seat-kind-human = humano
# Un bot fácil.
ui-seat-kind-easy = bot fácil
# Un bot normal.
ui-seat-kind-normal = bot normal
# Un bot difícil (calcula varias jugadas por adelantado).
ui-seat-kind-hard = bot difícil
# Un asiento de bot dicho con su nivel, en el anuncio inicial y con W: «Ana (bot normal)».
ui-seat-bot = { $name } ({ $kind })
# W: qué asientos son bots, y de qué nivel.
ui-table-bots = { $count ->
    [one] En manos del ordenador: { $bots }.
   *[other] En manos del ordenador: { $bots }.
}
# Nombre de un puesto humano.
ui-human-name = Jugador { $n }
# Nombres de los bots (cortos, fáciles de distinguir de oído).
ui-bot-name-1 = Ana
ui-bot-name-2 = Leo
ui-bot-name-3 = Sara
ui-bot-name-4 = Tom
ui-bot-name-5 = Eva
ui-bot-name-6 = Max
# Nombres de los idiomas, cada uno en su idioma.
ui-language-en = English
ui-language-fr = Français
ui-language-es = Español
# Un jugador en una lista.
ui-seat-name = { $you ->
    [yes] { $player } (tú)
   *[no] { $player }
}

## Configuración

# Ajuste: idioma.
ui-setting-language = Idioma: { $value }
# Ajuste: salida de voz.
ui-setting-speech = Salida de voz: { $value }
# Ajuste: velocidad de -10 a 10.
ui-setting-rate = Velocidad de la voz: { $value }
# Ajuste: volumen de los sonidos en por ciento.
ui-setting-volume = Volumen de los sonidos: { $value }
# Ajuste: anuncios detallados o breves.
ui-setting-verbose = Anuncios detallados: { $value }
# Ajuste: tomar por el jugador un paso que solo ofrece una opción.
ui-setting-auto-single = Elegir por mí cuando solo hay una opción: { $value }
# Sí o no, como valor de un ajuste.
ui-yes-no = { $on ->
    [yes] sí
   *[no] no
}
# Ajuste: modo de pantalla.
ui-setting-screen = Modo de pantalla: { $value }
# Fila de ajustes: colores de la pantalla completa.
ui-setting-theme = Colores de la pantalla completa: { $value }
# Ajuste: pausa antes de anunciar cada jugada de un bot.
ui-setting-bot-pause = Pausa antes de las jugadas de los bots: { $value }
# Fila que guarda la configuración.
ui-setting-save = Guardar la configuración
# Un número de segundos.
ui-seconds = { $seconds ->
    [1] un segundo
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}
# Activado o desactivado.
ui-on-off = { $on ->
    [yes] sí
   *[no] no
}
# Salidas de voz.
ui-speech-auto = automática
ui-speech-screenreader = tu lector de pantalla
ui-speech-tts = la síntesis de voz integrada
ui-speech-console = texto en el terminal
ui-speech-record = grabación
# Modos de pantalla.
ui-screen-auto = automático
ui-screen-full = pantalla completa
ui-screen-plain = líneas simples
# Temas de color de la pantalla completa.
ui-theme-high-contrast = alto contraste
ui-theme-colour-blind = apto para daltonismo
# Configuración guardada.
ui-settings-saved = Configuración guardada en { $path }.
# No se puede escribir el archivo de configuración.
ui-settings-not-saved = No se ha podido guardar la configuración: no se puede escribir en la carpeta { $path }. Se aplicará hasta que salgas.
# Al empezar, el archivo de configuración es ilegible.
ui-settings-broken = No se ha podido leer tu archivo de configuración { $path }, así que se usa la configuración por defecto. El archivo no se ha tocado.
# Al empezar: ACCESSIPLAY_HOME (o una carpeta superior de la configuración) es un archivo.
ui-home-is-a-file = { $path } es un archivo, no una carpeta, así que accessiplay no puede guardar ahí su configuración ni sus partidas: se usa la configuración por defecto. Mueve ese archivo o indica una carpeta en ACCESSIPLAY_HOME.
# Al empezar: la salida de voz usada.
ui-speech-backend = Salida de voz: { $backend }.

## Ayuda

# F1: cuántas teclas.
ui-help-intro = { $count ->
    [1] Una tecla.
    [one] { $count } tecla.
   *[other] { $count } teclas.
} Arriba y Abajo para oírlas, Esc para cerrar.
# Una entrada de la lista de teclas.
ui-help-entry = { $key }: { $description }
# Cómo empieza F1 la descripción de una tecla tras los dos puntos: A con mayúscula («F2: Las reglas»), a con minúscula («F2: las reglas», la norma del español tras dos puntos). Nunca se dice.
ui-help-description-case = a
# Varias teclas para un comando.
ui-key-or = { $keys }
# F1 dentro de la ayuda.
ui-help-about-help = Esta es la lista de teclas de la pantalla de la que vienes. Esc vuelve a ella.
# Una letra o un número.
key-letter = { $key }
# Una mayúscula: Mayús y la letra.
key-shift = Mayús+{ $key }
# Control y una letra que ninguna orden usa (se dice cuando no hace nada).
key-control = Control+{ $key }
# Las demás teclas por su nombre.
key-name = { $key ->
    [up] Flecha arriba
    [down] Flecha abajo
    [left] Flecha izquierda
    [right] Flecha derecha
    [home] Inicio
    [end] Fin
    [enter] Intro
    [space] Espacio
    [escape] Esc
    [tab] Tabulador
    [s-tab] Mayús+Tabulador
    [pageup] Retroceder página
    [pagedown] Avanzar página
    [backspace] Retroceso
    [delete] Suprimir
    [insert] Insertar
    [c-s] Control+S
    [c-c] Control+C
    [c-q] Control+Q
    [f1] F1
    [f2] F2
    [f3] F3
    [f4] F4
    [f5] F5
    [f6] F6
    [f7] F7
    [f8] F8
    [f9] F9
    [f10] F10
    [f11] F11
    [f12] F12
    [comma] coma
    [period] punto
    [less] menor que
    [greater] mayor que
    [question] signo de interrogación
    [colon] dos puntos
    [semicolon] punto y coma
    [slash] barra
    [asterisk] asterisco
    [exclamation] signo de exclamación
    [apostrophe] apóstrofo
    [quote] comillas
    [minus] menos
    [plus] más
    [equals] igual
    [open-paren] paréntesis de apertura
    [close-paren] paréntesis de cierre
    [open-bracket] corchete de apertura
    [close-bracket] corchete de cierre
    [open-brace] llave de apertura
    [close-brace] llave de cierre
    [at] arroba
    [hash] almohadilla
    [dollar] dólar
    [percent] signo de porcentaje
    [ampersand] et
    [underscore] guion bajo
    [backslash] barra invertida
    [bar] barra vertical
    [tilde] virgulilla
    [backquote] acento grave
    [caret] acento circunflejo
    [unknown] una tecla desconocida
   *[other] { $key }
}
# Una tecla sin efecto en esta pantalla.
ui-unknown-key = { $key } no hace nada aquí. Pulsa F1 para oír las teclas de esta pantalla.

## Comandos, tal como los describe F1

ui-cmd-help = las teclas de esta pantalla
ui-cmd-history-previous = leer el mensaje anterior
ui-cmd-history-next = leer el mensaje siguiente
ui-cmd-history-first = leer el primer mensaje
ui-cmd-history-last = leer el último mensaje
ui-cmd-verbosity = cambiar entre anuncios breves y detallados
ui-cmd-repeat = repetir dónde estás
ui-cmd-previous = elemento anterior
ui-cmd-next = elemento siguiente
ui-cmd-first = primer elemento
ui-cmd-last = último elemento
ui-cmd-page-up = diez elementos atrás
ui-cmd-page-down = diez elementos adelante
ui-cmd-choose = elegir el elemento
ui-cmd-decrease = valor anterior
ui-cmd-increase = valor siguiente
ui-cmd-back = volver atrás
ui-cmd-yes = sí
ui-cmd-no = no
ui-cmd-ready = ya tengo el teclado
ui-cmd-dice = los dados, o lo que los sustituye
ui-cmd-scores = las puntuaciones; dos veces para el detalle
ui-cmd-scores-detailed = la puntuación detallada de cada jugador
ui-cmd-turn = de quién es el turno y en qué punto va la partida
ui-cmd-table = quién está en la mesa
ui-cmd-legal = tus jugadas posibles, en resumen
ui-cmd-why-not = por qué no se ofrecen algunas opciones
ui-cmd-sheet = consultar tu hoja
ui-cmd-other-sheet = ver cómo va otro jugador
ui-cmd-rules = las reglas, abiertas por la sección que se aplica a lo que estás mirando
ui-cmd-save = guardar una copia de la partida
ui-cmd-quit = salir de la partida, que queda guardada
ui-cmd-quit-now = salir ya; la partida queda guardada
ui-cmd-chat = escribir un mensaje a toda la mesa, en una partida en línea
ui-cmd-refresh = volver a leer las mesas
ui-cmd-join-by-id = unirse a una mesa privada por su identificador
ui-cmd-step-back = volver un paso atrás en tu jugada
ui-cmd-open = abrir el detalle del elemento
ui-cmd-close = subir un nivel

## Historial

# Coma o punto antes de cualquier mensaje.
ui-history-empty = Todavía no hay mensajes.
# Un mensaje releído con , . < >, y su lugar entre los mensajes de la partida.
ui-history-item = { $label }; mensaje { $position } de { $count }.
# Cambio de detalle.
ui-verbose = { $on ->
    [yes] Anuncios detallados.
   *[no] Anuncios breves.
}

## Preguntas

# Cómo responder.
ui-confirm-keys = S o Intro para sí, N o Esc para no.
# Respuesta no.
ui-cancelled = Cancelado.
# Pregunta de Q durante la partida.
ui-quit-question = ¿Salir de esta partida? Queda guardada: para seguir, elige Continuar la partida guardada en el menú principal.
ui-quit-question-unsaved = ¿Salir de esta partida? No se ha podido guardar: se perderá lo que se ha jugado desde la última vez que se guardó.

## Jugando

# Empieza la partida: el juego y los jugadores, en orden. $alone: yes cuando el único puesto es
# el de quien está al teclado (partida en solitario, lección).
ui-game-started = { $game }. { $alone ->
    [yes] Juegas en solitario.
   *[no] En la mesa: { $players }.
}
# Se continúa una partida guardada. $alone como en ui-game-started.
ui-game-resumed = { $game }: partida reanudada. { $alone ->
    [yes] Juegas en solitario.
   *[no] En la mesa: { $players }.
}
# Pantalla completa, varias personas en el mismo teclado: quién lo tiene, tras el nombre del juego (la barra de estado le dice «tú»).
ui-status-holder = { $name } al teclado.
# Le toca decidir a quien tiene el teclado. Siguen la pregunta y la primera opción.
# $alone: yes cuando una sola persona juega en este teclado (partida en solitario, lección, puesto
# en línea): el nombre sobra; con varias, dice a quién le toca.
ui-your-turn = { $alone ->
    [yes] Te toca.
   *[no] Te toca, { $player }.
}
# Varias personas comparten el teclado: llamar a la siguiente antes de decir nada privado.
ui-hand-over = { $player }, te toca. Toma el teclado y pulsa Intro.
# Teclas del historial en la pantalla de cambio de teclado: aún no se puede releer nada.
ui-hand-over-history = Los mensajes siguen ocultos hasta que { $player } tome el teclado. Pulsa Intro cuando lo tengas.
# A quién espera la partida.
ui-waiting-for = Esperando a { $players }.
# La partida espera los dados o las cartas.
ui-waiting = Un momento.
# Escape en el primer paso de una jugada.
ui-chooser-at-start = Estás en el primer paso de tu jugada. Q sale de la partida.
# Una tecla de juego cuya opción no es posible ahora.
ui-option-unavailable = Eso no es posible ahora.
# Mayús+L: nada oculto.
ui-why-not-nothing = Se ofrecen todas las opciones que permiten las reglas.
# Nada que decir.
ui-nothing-to-say = Aquí no hay nada que decir.
# Una jugada prohibida que el juego no explica.
ui-illegal = Esa jugada no está permitida.
# Consulta: Intro o Derecha en un elemento sin detalle.
ui-no-details = No hay más detalle.
# La partida ha terminado (corto).
ui-game-over-short = La partida ha terminado.
# La partida ha terminado: siguen las puntuaciones.
ui-game-over = Fin de la partida.
# Partida en solitario: la puntuación y la mejor hasta ahora.
ui-best-score = { $new ->
    [yes] ¡Nuevo récord: { $score }!
   *[no] Tu puntuación: { $score }. La mejor hasta ahora: { $best }.
}
# Título de las reglas.
ui-rules-of = Reglas de { $game }.
# Se dice una vez al abrir las reglas: cómo moverse entre secciones y abrir una.
ui-rules-how = Arriba y Abajo pasan de una sección a otra; Intro lee la sección en la que estás.
# Una sección de las reglas tal como se lee: su título con su lugar («El juego, 1 de 15»), un punto y su texto; sin el punto, la voz juntaba el «15» con el texto.
ui-rules-section = { $heading }. { $text }

## Guardar

# Control+S hecho.
ui-saved = Partida guardada como { $label }.
# No se puede guardar: la partida sigue sin guardarse.
ui-save-failed = Atención: no se puede guardar la partida en { $path }. Puedes seguir jugando, pero si sales, esta partida se perderá.
# Salida inmediata.
ui-saved-quit = La partida está guardada. ¡Hasta pronto!
ui-unsaved-quit = No se ha podido guardar la partida: se ha perdido lo que se ha jugado desde la última vez que se guardó. ¡Hasta pronto!
# Vuelta al menú desde una partida.
ui-left-game = Has salido de la partida. Está guardada.
ui-left-game-unsaved = Has salido de la partida. No se ha podido guardar: se ha perdido lo que se ha jugado desde la última vez que se guardó.
# Continuar sin partida guardada.
ui-no-saved-game = No hay ninguna partida guardada que continuar.
# Continuar con un archivo que no existe ($path tal como se dio).
ui-save-missing = El archivo { $path } no existe: comprueba su nombre y su carpeta, o elige «Continuar la partida guardada» en el menú principal para tu última partida.
# Una partida guardada ilegible.
ui-save-broken = No se ha podido leer la partida guardada en { $path } ({ $reason }). El archivo no se ha tocado.
# Juego desconocido en la línea de órdenes.
ui-unknown-game = No hay ningún juego llamado { $name }.
# Puestos no válidos en la línea de órdenes.
ui-bad-seats = Los puestos { $seats } no son válidos: indica de { $low } a { $high } puestos, cada uno human (humano), easy (bot fácil), normal (bot normal) o hard (bot difícil), separados por comas.
# Puestos no válidos en la línea de órdenes, para un juego de exactamente $count jugadores (La Linotte).
ui-bad-seats-exact = Los puestos { $seats } no son válidos: indica exactamente { $count ->
        [1] un puesto
        [one] { $count } puesto
       *[other] { $count } puestos
    }, cada uno human (humano), easy (bot fácil), normal (bot normal) o hard (bot difícil), separados por comas.
# Por qué no se puede leer una partida guardada: no es de accessiplay.
ui-record-foreign-record = no es una partida de accessiplay
# El archivo está dañado.
ui-record-damaged-record = el archivo está dañado
# Las jugadas del archivo no siguen las reglas.
ui-record-record-does-not-replay = sus jugadas no siguen las reglas
# El archivo no se puede abrir.
ui-record-unreadable = el archivo no se puede abrir
# La partida nombrada es una carpeta o un dispositivo (resume /tmp).
ui-record-not-a-file = es una carpeta o un dispositivo, no un archivo de partida guardada
# accessiplay bench desde una copia instalada, sin la carpeta de pruebas de velocidad.
ui-bench-unavailable = Las pruebas de velocidad se lanzan desde una copia del código fuente: python -m benchmarks.
# Dicho al empezar cuando la voz de la configuración no existe.
ui-voice-missing = La voz { $voice } no está instalada en este ordenador: en su lugar habla la voz habitual de tu idioma.
# Dicho cuando un error inesperado cierra el cliente.
ui-crashed = Algo ha fallado y el juego ha tenido que cerrarse. Tu partida está guardada: para seguir, elige Continuar la partida guardada en el menú principal. Los detalles están en { $path }.
# Dicho cuando una tecla abre una pantalla cuya parte de accessiplay no se puede cargar (archivos que faltan o están dañados); el cliente sigue donde se pulsó la tecla.
ui-screen-not-loaded = No se ha podido cargar esa parte de accessiplay: faltan sus archivos o están dañados. Se queda cerrada y sigues donde estabas. Reinstalar accessiplay debería arreglarlo. Los detalles están en { $path }.
# Dicho al abrir la lista de puntuaciones finales, justo después de anunciarlas.
ui-final-hint = Abajo y Arriba vuelven a leer las puntuaciones; S, C y W leen la partida como antes; Intro o Esc vuelve al menú principal.
# El final de una partida en línea: las mismas teclas, e Intro vuelve a la sala del servidor.
ui-final-hint-online = Abajo y Arriba vuelven a leer las puntuaciones; S, C y W leen la partida como antes; Intro o Esc vuelve a la sala.

## Saves that can't be lost and can be found; damaged files; settings checked at start.
# Main menu item: the list of saved games.
ui-menu-load = Cargar una partida
ui-menu-online = Jugar en línea
# Title of the list of saved games.
ui-title-saves = Cargar una partida.
# The list of saved games is empty, and how a game comes to be listed; said on opening, on every list key and on Delete.
ui-saves-none = No hay partidas guardadas. Una partida que dejas antes del final te espera aquí, y Control+S guarda una copia mientras juegas.
# How many saved games the list holds, newest first.
ui-saves-count = { $count ->
    [one] Una partida guardada.
   *[other] { $count } partidas guardadas, de la más reciente a la más antigua.
}
# One saved game in the list: its name and date, where it stands, who plays.
ui-saves-entry = { $label }, { $kind }. { $where } Jugadores: { $players }.
# The Load list tells the game in progress (autosave) from a copy kept with Ctrl+S.
ui-saves-kind-autosave = partida en curso
ui-saves-kind-copy = copia guardada
# A file in the saves folder that cannot be opened, and why.
ui-saves-damaged = Archivo dañado { $file }: { $reason }.
# Asked before deleting a saved game.
ui-saves-delete-question = ¿Borrar esta partida guardada? { $save } No se puede deshacer.
ui-saves-deleted = Partida guardada borrada.
ui-saves-not-deleted = No se ha podido borrar la partida guardada: no se puede escribir en su carpeta.
# F1 description of Delete in the list of saved games.
ui-cmd-delete = borrar la partida guardada, tras confirmarlo
# F1 description of Escape in a question that has its own No.
ui-cmd-cancel = volver atrás sin responder
# A saved game's short name: game, day, month, hour and minutes.
ui-save-label = { $game }, { $day } de { $month }, { $hour }:{ NUMBER($minute, minimumIntegerDigits: 2) }
# Month names, for the dates of saved games.
ui-month-1 = enero
ui-month-2 = febrero
ui-month-3 = marzo
ui-month-4 = abril
ui-month-5 = mayo
ui-month-6 = junio
ui-month-7 = julio
ui-month-8 = agosto
ui-month-9 = septiembre
ui-month-10 = octubre
ui-month-11 = noviembre
ui-month-12 = diciembre
# Asked when a new game would replace an unfinished one.
ui-new-game-question = Hay una partida sin terminar guardada. ¿Empezar una nueva? La otra se conserva: la encontrarás en Cargar una partida.
# The unfinished game was kept under its short name.
ui-unfinished-kept = La partida sin terminar se conserva como { $label }.
# The unfinished game could not be read; its file was kept under another name.
ui-unfinished-damaged-kept = La partida sin terminar estaba dañada. Su archivo se conserva como { $file }.
# Another window of the program plays the game in progress.
ui-new-game-apart = La partida en curso está abierta en otra ventana de accessiplay, así que esta partida nueva se guarda aparte.
ui-game-open-elsewhere = Esta partida está abierta en otra ventana de accessiplay. Síguela allí, o empieza aquí una nueva o carga otra.
# A damaged saved game was refused and renamed so it is kept.
ui-save-set-aside = No se puede abrir esta partida guardada: { $reason }. No se ha borrado nada: su archivo se conserva como { $file }.
# Why a saved game could not be read: more reasons.
ui-record-bad-action = contiene una jugada que este juego no conoce
ui-record-unknown-game = es un juego que esta versión no conoce
ui-record-bad-player-count = el juego no admite su número de jugadores
ui-record-bad-seat = uno de sus jugadores no es válido
ui-record-tampered = sus dados o sus cartas se han cambiado a mano: no son los que dio el azar
# Said after the final scores when the statistics file could not be used.
ui-stats-set-aside = Tu archivo de estadísticas estaba dañado, así que las estadísticas empiezan de cero. El archivo antiguo se conserva como { $file }.
# Se dice tras las puntuaciones cuando esta partida no se ha podido añadir a las estadísticas. $reason: full (disco lleno) o folder (carpeta sin permiso de escritura); $path: esa carpeta.
ui-stats-not-saved = { $reason ->
    [full] No se han podido guardar las estadísticas: el disco está lleno. El resultado de esta partida no se conserva.
   *[folder] No se han podido guardar las estadísticas: no se puede escribir en la carpeta { $path }. El resultado de esta partida no se conserva.
}
# Escape on the main menu.
ui-quit-client-question = ¿Salir de accessiplay? Una partida en curso queda guardada.
# Leaving Settings with changes not saved.
ui-settings-unsaved-question = ¿Guardar los cambios de la configuración?
# How to answer a question with a yes, a no and a way back.
ui-confirm-keys-cancel = S o Intro para sí, N para no, Esc para volver.
ui-settings-discarded = Cambios descartados.
# At start: settings whose values in the file could not be used.
ui-settings-reset = { $count ->
    [one] Se ha restablecido este ajuste porque su valor no se podía usar: { $settings }.
   *[other] Se han restablecido estos ajustes porque sus valores no se podían usar: { $settings }.
}
# Names of the settings, as said when one was reset.
ui-setting-name-language = idioma
ui-setting-name-speech = salida de voz
ui-setting-name-rate = velocidad de la voz
ui-setting-name-voice = voz
ui-setting-name-volume = volumen de los sonidos
ui-setting-name-verbose = anuncios detallados
ui-setting-name-screen = modo de pantalla
ui-setting-name-theme = colores de la pantalla completa
ui-setting-name-name = tu nombre
ui-setting-name-bot-pause = pausa antes de las jugadas de los bots
ui-setting-name-keys = teclas
# H en tu turno: la jugada que haría el bot difícil, en una frase. $move: la jugada entera, con las palabras del juego; $why: los motivos, en lista («da 2 bellotas y tus hojas llegan a 41»).
# $move empieza en minúscula tras los dos puntos (los mensajes de jugada *-hint- de cada juego se escriben así), y un punto y coma, no otros dos puntos, lleva a $why: una línea braille se lee entera.
ui-hint = Consejo: { $move }; { $why }.
# H cuando otra jugada sopesada da más puntos seguros ahora: $over la dice, y por qué el consejo la deja (el *-hint-passes del juego).
ui-hint-over = Consejo: { $move }; { $why }; { $over }.
# H o Mayús+H cuando solo hay una jugada permitida (un paso obligado): nada que sopesar.
ui-hint-only = Consejo: { $move }; es la única jugada posible.
# H con la jugada empezada (16 lueurs: la pareja elegida): la mejor forma de terminar esa jugada, que no siempre es la mejor jugada desde el principio. $move, $why: como en ui-hint.
ui-hint-begun = Consejo para terminar tu jugada: { $move }; { $why }.
# H con la jugada empezada cuando otra forma de terminarla da más puntos seguros ahora: como ui-hint-over.
ui-hint-begun-over = Consejo para terminar tu jugada: { $move }; { $why }; { $over }.
# H o Mayús+H con la jugada empezada cuando una sola jugada permitida termina lo elegido.
ui-hint-begun-only = Consejo para terminar tu jugada: { $move }; es la única forma de terminarla.
# Mayús+H: una de las tres mejores jugadas, numerada, cada una en su línea. $rank: 1 a 3; $move: la jugada entera; $expect: lo que el bot difícil espera de ella.
ui-hint-ranked = { $rank }: { $move }; { $expect }.
# Mayús+H: una jugada más abajo cuya expectativa parece mejor que la de la jugada 1, aunque la
# búsqueda no pudo distinguirlas de la suerte de los dados (el bot difícil se queda entonces con la 1). $samples: las
# partidas simuladas por jugada (0 cuando no se simula nada: entonces no se dice).
ui-hint-ranked-even = { $rank }: { $move }; { $expect }; { $samples ->
        [0] {""}
        [one] con una sola partida simulada por jugada,{" "}
       *[other] con solo { $samples } partidas simuladas por jugada,{" "}
    }tan parecida a la jugada 1 que la diferencia puede ser pura suerte, así que el bot difícil se queda con la jugada 1.
# Mayús+H: una jugada más abajo dicha con la misma cifra exacta que la jugada 1 (el bot difícil la
# pone aun así más abajo, por una diferencia que la cifra redondeada no muestra).
# $equal: yes cuando el bot difícil la valora exactamente igual que la jugada 1 (16 lueurs: dos bombillas del mismo valor), y el orden no es entonces una elección; close cuando la valora un poco por debajo sin simular nada (sin azar en la cifra); no cuando se han simulado partidas (la diferencia puede ser suerte).
ui-hint-ranked-tied = { $rank }: { $move }; { $expect }; { $equal ->
        [yes] valorada exactamente igual que la jugada 1, así que tanto da una como otra
        [close] un poco por debajo de la jugada 1, por una diferencia que la cifra redondeada no muestra
       *[no] la misma cifra que la jugada 1, una cifra que no basta para distinguirlas
    }.
# Mayús+H: una jugada más abajo dicha con la misma probabilidad de ganar que la jugada 1 y peor puntuación después (más puntos en la mano en Sixteen, menos al final en los demás), que es lo que la pone más abajo.
ui-hint-ranked-chance = { $rank }: { $move }; { $expect }; la misma probabilidad de ganar que la jugada 1, pero con peor puntuación.
# Mayús+H: el título de la lista de las tres mejores jugadas (Arriba y Abajo las releen, Intro juega la jugada, Esc vuelve a tu jugada). $measure: lo que las ordena, wins (la parte de partidas simuladas ganadas, con rivales) o points (lo que debería dar cada una, en solitario o según la estimación propia del juego).
ui-hint-top-title = Las mejores jugadas según el bot difícil, ordenadas { $measure ->
        [wins] por probabilidad de ganar
       *[points] por lo que debería dar cada una
    }. Intro juega la jugada en la que estás; Esc vuelve a tu jugada.
# Mayús+H con la jugada empezada: el título de la lista de las mejores formas de terminarla. $measure: como en ui-hint-top-title.
ui-hint-top-title-begun = Las mejores formas de terminar tu jugada según el bot difícil, ordenadas { $measure ->
        [wins] por probabilidad de ganar
       *[points] por lo que debería dar cada una
    }. Intro juega la jugada en la que estás; Esc vuelve a tu jugada.
# H pulsada mientras el bot difícil aún sopesa las jugadas: el consejo se dirá solo.
ui-hint-thinking = Buscando un consejo: lo oirás en cuanto esté listo.
# El bot difícil no pudo sopesar las jugadas (no debería pasar); H lo vuelve a intentar.
ui-hint-failed = Esta vez no hay consejo: no se han podido sopesar las jugadas. Pulsa H para intentarlo de nuevo.
# F1: la tecla de consejo.
ui-cmd-hint = un consejo: la jugada que haría el bot difícil y por qué
# F1: Mayús+H.
ui-cmd-hint-top = las tres mejores jugadas según el bot difícil, con lo que debería dar cada una
# Se dice cuando accessiplay arranca con la entrada estándar cerrada: ninguna tecla le llega.
ui-no-keyboard = Ninguna tecla puede llegar al juego: su entrada estándar está cerrada. Vuelve a abrirlo desde un terminal o un símbolo del sistema.

## Pantalla completa: etiquetas cortas de la mesa dibujada (se leen en pantalla, no se dicen)

# Delante de los dados de la tirada en curso.
ui-draw-dice = Dados
# Marca al jugador cuya decisión se espera.
ui-draw-turn = (le toca)
# Título de los totales de los jugadores.
ui-draw-points = Puntos
# Bajo los dados mientras la elección de este asiento espera las de los demás: qué significan los paréntesis.
ui-draw-pending = ( ): tu elección, oculta a los demás
