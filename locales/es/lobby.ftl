## Mesas en línea: la sala, el chat, la conexión con el servidor.

# H o Mayús+H en una mesa en línea: la pista explora toda la partida, que solo conoce el servidor.
lobby-no-hints = No hay consejos en una mesa en línea: un consejo necesita la partida entera, y solo la tiene el servidor.
# Control+S en una mesa en línea: la partida la guarda el servidor.
lobby-no-save = Una mesa en línea la guarda su servidor: aquí no hay copia que hacer.
# Q en una mesa en línea, confirmado: vuelta al menú principal, el puesto se guarda.
lobby-left-table = Has salido de la mesa. Tu puesto sigue siendo tuyo: vuelve a unirte a la mesa para recuperarlo.
# Q en una mesa en línea: la pregunta antes de salir (el servidor guarda el puesto, no una partida guardada).
lobby-leave-question = ¿Salir de la mesa? Tu puesto sigue siendo tuyo: vuelve a unirte a la mesa para recuperarlo.
# Título del campo para escribir un mensaje.
lobby-title-chat = Chat.
# F4 en una mesa en línea: la pregunta del campo.
lobby-chat-question = ¿Tu mensaje para la mesa?
# Las teclas del campo, dichas tras la pregunta.
lobby-chat-keys = Escribe tu mensaje; Retroceso borra, Intro lo envía, Esc cancela.
# El campo está lleno.
lobby-chat-full = Un mensaje tiene como mucho { $count ->
    [1] un carácter
    [one] { $count } carácter
   *[other] { $count } caracteres
}.
# Intro con el campo vacío: no se envía nada.
lobby-chat-empty = Nada que enviar.
# F4 en una mesa jugada en este teclado.
lobby-chat-local = El chat es para las mesas en línea: aquí todos comparten el teclado.
# Menú principal, Jugar en línea: la dirección del servidor, con la última ya escrita.
lobby-address-question = ¿Dirección del servidor? Por ejemplo localhost o example.org:8765.
# Intro con la dirección vacía.
lobby-no-address = No has escrito ninguna dirección: no hay nada a lo que conectarse.
# Una dirección de servidor con la que no se puede conectar ($address tal como se escribió): sin host, con un espacio, un puerto fuera de rango.
lobby-bad-address = Ningún servidor puede estar en «{ $address }»: escribe el nombre del servidor y, si quieres, dos puntos y un puerto del 1 al 65535; por ejemplo, localhost o example.org:8765.
# La contraseña del servidor, pedida después de su dirección.
lobby-password-question = ¿Contraseña? Pulsa Intro sin escribir nada si el servidor no tiene contraseña.
# Conectando con un servidor ($address tal como se escribió).
lobby-connecting = Conectando con { $address }.
# El servidor ha dado la bienvenida al jugador.
lobby-connected = Conectado a { $address }.
# Se ha perdido la conexión con el servidor; nuevo intento dentro de $seconds segundos.
lobby-lost = Se ha perdido la conexión con el servidor. Nuevo intento dentro de { $seconds ->
    [1] un segundo
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}.
# La conexión ha vuelto tras perderse.
lobby-reconnected = Conexión recuperada.
# El puesto se ha recuperado con su ficha tras un corte.
lobby-back-at-table = De vuelta en la mesa.
# Vuelta al puesto rechazada tras un corte: el servidor aún guarda el puesto para la conexión cortada (hasta que caduquen sus pings); el cliente lo vuelve a pedir solo.
lobby-seat-still-held = El servidor aún guarda tu puesto para la conexión que se ha cortado; nuevo intento dentro de unos segundos.
# Una petición con la conexión cortada.
lobby-not-connected = Sin conexión con el servidor; se está volviendo a intentar.
# Escape en la sala: se cierra la conexión.
lobby-disconnected = Desconectado del servidor.
# Título de la sala: la lista de mesas del servidor.
lobby-title = Sala.
# Primer elemento de la sala.
lobby-create = Crear una mesa
# Una mesa de la sala: su juego, los puestos libres sobre el total, quién está sentado, cómo va,
# y si se guarda allí un puesto de este jugador ($kept yes o no).
lobby-table = { $game }: { $free ->
    [0] los { $count } puestos ocupados
    [1] un puesto libre de { $count }
    [one] { $free } puesto libre de { $count }
   *[other] { $free } puestos libres de { $count }
}; { $players }; { $state ->
    [playing] en juego
    [over] terminada
   *[waiting] esperando jugadores
}{ $kept ->
    [yes] ; tu puesto te espera
   *[no] {""}
}
# Un bot en una mesa de la lista ($level: su nivel, «bot normal»).
lobby-bot = { $level }
# Una mesa de la lista donde aún no hay nadie.
lobby-nobody = nadie todavía
# Ha llegado una nueva lista de mesas ($count mesas).
lobby-tables = { $count ->
    [0] Aún no hay ninguna mesa abierta: crea una.
    [1] Una mesa.
    [one] { $count } mesa.
   *[other] { $count } mesas.
}
# F5 en la sala.
lobby-refreshing = Volviendo a leer las mesas.
# J en la sala: la pregunta.
lobby-table-id-question = ¿El identificador de la mesa privada?
# Título de las opciones de una mesa.
lobby-title-table = Mesa.
# Un puesto libre que ocupar ($n: el número del puesto).
lobby-take-seat = Ocupar el puesto { $n }
# Un puesto guardado para este jugador, que puede recuperar.
lobby-take-back = Recuperar tu puesto, el puesto { $n }
# Mirar una mesa sin jugar.
lobby-watch = Mirar la partida
# Dicho tras elegir un puesto, o mirar, antes de que responda el servidor.
lobby-joining = Entrando en la mesa.
# Título del formulario de una mesa nueva.
lobby-title-create = Nueva mesa en línea.
# El puesto del creador.
lobby-seat-you = Puesto { $n }: tú
# Un puesto que queda para un jugador que se una.
lobby-seat-open = Puesto { $n }: un jugador que se una
# Si la mesa es privada (no aparece en la sala; se entra por su identificador).
lobby-private = Mesa privada: { $on ->
    [yes] sí, solo se entra con su identificador
   *[no] no, aparece en la sala
}
# Cuánto se espera a un jugador ausente antes de que un bot normal juegue por él.
lobby-bot-after = Un bot juega por un jugador ausente: tras { $seconds ->
    [1] un segundo
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}
# La misma fila cuando ningún bot juega nunca por un jugador ausente.
lobby-bot-after-never = Un bot juega por un jugador ausente: nunca, la mesa espera
# Última fila del formulario.
lobby-create-start = Crear la mesa
# Dicho en cuanto se pide la mesa.
lobby-creating = Creando la mesa.
# Se ha creado una mesa privada: su identificador, letra a letra, para dárselo a los amigos.
lobby-created-private = Mesa privada creada. Su identificador, para tus amigos: { $table }.
# Un puesto cuyo jugador aún no ha llegado ($n: su número).
lobby-free-seat = Puesto { $n }, libre
# Alguien a quien el cliente no sabe nombrar.
lobby-someone = Alguien
# Jugadores que llegan y se van ($name: quién).
lobby-presence-joined = { $name } se ha sentado a la mesa.
# Presencia: un jugador ha dejado la mesa.
lobby-presence-left = { $name } ha dejado la mesa.
# Presencia: un jugador ha perdido la conexión.
lobby-presence-dropped = { $name } ha perdido la conexión; la mesa espera a que vuelva.
# Presencia: un jugador ha recuperado su puesto.
lobby-presence-back = { $name } ha vuelto a la mesa.
# Presencia: un bot sustituye a un jugador ausente.
lobby-presence-bot = Ahora un bot juega por { $name }.
# Presencia: ha llegado un espectador.
lobby-presence-watching = { $name } está mirando la partida.
# Una frase del chat ($name ha dicho $text).
lobby-chat-said = { $name } dice: { $text }
# Ningún servidor responde (dirección errónea, o no hay servidor); nuevo intento dentro de
# $seconds segundos.
lobby-unreachable = Ningún servidor responde en { $address }. Nuevo intento dentro de { $seconds ->
    [1] un segundo
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}; vuelve a elegir Jugar en línea para dar otra dirección.
# Empieza una partida local mientras aún se intenta conectar con un servidor: los intentos se detienen.
lobby-stopped-trying = Ya no se intentará conectar con { $address }: elige Jugar en línea para volver a intentarlo.
# Algo responde en la dirección, pero sin dar la bienvenida al jugador desde hace $seconds
# segundos (no es un servidor de accessiplay, o está bloqueado); el cliente sigue esperando.
lobby-no-welcome = { $address } responde, pero no como un servidor de accessiplay: lleva { $seconds ->
    [1] un segundo
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
} sin dar la bienvenida. Se sigue esperando; vuelve a elegir Jugar en línea para dar otra dirección.
# Tras un rechazo del saludo que otro intento volvería a encontrar (contraseña incorrecta): el
# cliente deja de intentarlo.
lobby-hello-refused = La conexión se ha cerrado; vuelve a elegir Jugar en línea para intentarlo de nuevo.
