## Mesas en línea: la sala, el chat, la conexión con el servidor.

# H o Mayús+H en una mesa en línea: la pista explora toda la partida, que solo conoce el servidor.
lobby-no-hints = No hay consejos en una mesa en línea: un consejo necesita la partida entera, y solo la tiene el servidor.
# Control+S en una mesa en línea: la partida la guarda el servidor.
lobby-no-save = Una mesa en línea la guarda su servidor: aquí no hay copia que hacer.
# Q en una mesa en línea, confirmado: vuelta al menú principal, el puesto se guarda.
lobby-left-table = Has salido de la mesa. Tu puesto sigue siendo tuyo: vuelve a unirte a la mesa para recuperarlo.
# Título del campo para escribir un mensaje.
lobby-title-chat = Chat.
# F4 en una mesa en línea: la pregunta del campo.
lobby-chat-question = ¿Tu mensaje para la mesa?
# Las teclas del campo, dichas tras la pregunta.
lobby-chat-keys = Escribe tu mensaje; Retroceso borra, Intro lo envía, Esc cancela.
# El campo está lleno.
lobby-chat-full = Un mensaje tiene como mucho { $count ->
    [one] { $count } carácter
   *[other] { $count } caracteres
}.
# Intro con el campo vacío: no se envía nada.
lobby-chat-empty = Nada que enviar.
# F4 en una mesa jugada en este teclado.
lobby-chat-local = El chat es para las mesas en línea: aquí todos comparten el teclado.
