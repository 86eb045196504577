## Mesas en línea: errores que devuelve el servidor (el cliente los dice en el idioma del jugador).

# Una trama websocket binaria: solo se entienden las de texto.
online-error-binary = El servidor solo entiende mensajes de texto.
# Un mensaje más largo que el límite ($limit en bytes).
online-error-too-big = Ese mensaje es demasiado largo: el límite es de { $limit ->
    [1] un byte
    [one] { $limit } byte
   *[other] { $limit } bytes
}.
# Un mensaje que no es JSON válido (o no es UTF-8 válido, o está demasiado anidado).
online-error-not-json = El servidor no ha podido leer ese mensaje.
# Un mensaje JSON que no es un objeto.
online-error-not-an-object = El servidor no ha podido leer ese mensaje: no es una petición.
# La versión del protocolo del mensaje no es la del servidor ($version: la del servidor).
online-error-bad-version = Este cliente habla otra versión del protocolo; el servidor habla la versión { $version }. Actualiza accessiplay.
# El tipo del mensaje no lo conoce el servidor.
online-error-bad-type = El servidor no conoce esa petición.
# El número de referencia del mensaje no es un entero positivo.
online-error-bad-ref = El número de referencia de la petición no es válido.
# El mensaje lleva un campo que ninguna petición de su tipo lleva.
online-error-unknown-field = Esa petición lleva algo que el servidor no espera.
# Falta un campo necesario ($field: el nombre del campo en el protocolo).
online-error-missing-field = A esa petición le falta el campo { $field }.
# Un campo tiene un tipo equivocado o se sale de rango ($field: el nombre del campo en el protocolo).
online-error-bad-field = El campo { $field } de esa petición no es válido.
# El nombre del jugador queda vacío al quitar los caracteres de control.
online-error-bad-name = Elige un nombre con al menos una letra.
# Una petición llegada antes del saludo del cliente.
online-error-hello-first = Saluda primero al servidor.
# Un segundo saludo en la misma conexión.
online-error-hello-again = Ya estás conectado a este servidor.
# Falta la contraseña del servidor o es incorrecta.
online-error-password = Contraseña incorrecta para este servidor.
# Ningún juego tiene ese identificador.
online-error-unknown-game = Este servidor no tiene ese juego.
# Los puestos de una mesa nueva no sirven para el juego (número, tipo o nivel de los bots).
online-error-bad-seats = Esos puestos no sirven para este juego: revisa el número de jugadores y el nivel de los bots. El primer puesto es el tuyo.
# Las opciones de una mesa nueva no son las del juego.
online-error-bad-options = Este juego no tiene esas opciones.
# Ninguna mesa tiene ese identificador (o ya se cerró).
online-error-unknown-table = Esa mesa no existe, o ya se ha cerrado.
# Ese número no es el de un puesto de jugador en esta mesa.
online-error-bad-seat = Ese puesto no es de jugador en esta mesa.
# Alguien ocupa ya ese puesto.
online-error-seat-taken = Ya hay alguien sentado ahí.
# Todos los puestos de jugador están ocupados.
online-error-no-free-seat = Esta mesa no tiene puestos libres; puedes mirarla.
# El código no coincide (el puesto de un jugador desconectado exige su código).
online-error-bad-token = Ese puesto está reservado para un jugador que va a volver.
# El cliente ya está sentado en esa mesa, o ya la está mirando.
online-error-already-seated = Ya estás en esta mesa.
# El cliente no está en esa mesa (para jugar, charlar o salir).
online-error-not-seated = No estás en esta mesa.
# La mesa aún espera jugadores antes de empezar.
online-error-not-started = La partida no ha empezado: la mesa espera jugadores.
# Una jugada enviada cuando la partida no espera a este jugador.
online-error-not-your-turn = No es tu turno.
# Una jugada enviada para un momento ya pasado de la partida (enviada dos veces, o adelantada).
online-error-stale = Esa jugada llega tarde: la partida ya ha avanzado.
# Una jugada que el juego no conoce.
online-error-bad-action = El servidor no conoce esa jugada.
# Una jugada que las reglas no permiten (el cliente dice también el motivo propio del juego).
online-error-illegal = Esa jugada no está permitida.
# Un mensaje de chat vacío al quitar los caracteres de control.
online-error-empty-chat = El mensaje está vacío.
# Demasiadas peticiones demasiado deprisa en una conexión.
online-error-rate-limited = Demasiadas peticiones a la vez; espera un momento.
# La conexión abrió más mesas de las permitidas ($limit mesas).
online-error-too-many-tables = No puedes abrir más de { $limit ->
    [1] una mesa
    [one] { $limit } mesa
   *[other] { $limit } mesas
} a la vez.
# El servidor ha llegado a su máximo de conexiones o de mesas.
online-error-server-full = El servidor está lleno; inténtalo más tarde.
# Una trama del servidor que el cliente no sabe leer.
online-error-bad-event = El servidor ha enviado algo que este cliente no sabe leer.
# Un error interno del servidor; la petición no ha cambiado nada.
online-error-internal = El servidor no ha podido atender esa petición; no ha cambiado nada.

## accessiplay serve: lo que el servidor muestra en su terminal.

# Se muestra en cuanto el servidor escucha; $url: dónde escucha (ws://HOST:PUERTO); $address: lo que se escribe tras join.
online-serve-listening = El servidor aloja mesas en línea en { $url }. Los jugadores se unen con: accessiplay join { $address }. Control+C detiene el servidor.
# Se dio --cert sin --key, o al revés.
online-serve-cert-and-key = Indica a la vez --cert y --key, o ninguno de los dos.
# Se muestra al arrancar cuando ACCESSIPLAY_TABLE_SEED ($variable) no contiene una semilla; el servidor arranca igualmente.
online-serve-seed-ignored = El valor de { $variable } no es un número entero de 19 cifras como máximo, así que se ignora: los dados de cada mesa siguen siendo imprevisibles.
# Cualquier otro motivo que dé el sistema; $error es solo su nombre corto (EMFILE, EAI_AGAIN), nunca su texto en inglés.
online-serve-refused = El servidor no ha podido arrancar: el sistema lo ha impedido (error { $error }).
# serve --port indica un puerto ($port) de $host, tal como se escribió, en el que ya escucha otro programa.
online-serve-port-in-use = El servidor no ha podido arrancar: otro programa ya usa el puerto { $port } en { $host }. Cierra ese programa o indica otro --port (con --port 0, el sistema elige uno libre).
# serve --port por debajo de 1024 sin permisos de administrador.
online-serve-port-reserved = El servidor no ha podido arrancar: en este sistema solo el administrador puede abrir el puerto { $port }. Indica un --port mayor que 1023.
# serve --host indica una dirección ($host, tal como se escribió) que pertenece a otro ordenador.
online-serve-not-this-computer = El servidor no ha podido arrancar: { $host } no es una dirección de este ordenador. Indica una dirección de este ordenador, 0.0.0.0 para abrir el servidor a tu red, o quita --host para servir solo a este ordenador.
# --cert o --key no se pueden leer o no son un certificado y su clave; $error es un código corto (ENOENT, PEM_LIB).
online-serve-cert-unusable = El servidor no ha podido arrancar: no se pueden leer el certificado { $cert } y su clave { $key }, o no corresponden entre sí (error { $error }). Indica un certificado y su clave que este programa pueda leer.
# serve --host no corresponde a ningún ordenador ($host tal como se escribió): un nombre que ninguna búsqueda puede codificar ni encontrar.
online-serve-bad-host = El servidor no ha podido arrancar: «{ $host }» no corresponde a ningún ordenador. Indica una dirección o un nombre de este ordenador, 0.0.0.0 para abrir el servidor a tu red, o quita --host para servir solo a este ordenador.
# El archivo de mesas de --data no es una base que SQLite sepa leer; $path es ese archivo.
online-serve-store-damaged = El servidor no ha podido arrancar: { $path } está dañado o no es un archivo de mesas. Muévelo a otro sitio para empezar sin mesas, o indica otra carpeta --data.
# No se puede crear el archivo de mesas en la carpeta --data ($folder): no se puede escribir en ella.
online-serve-store-unwritable = El servidor no ha podido arrancar: no puede guardar sus mesas en { $folder }. Indica con --data una carpeta en la que puedas escribir.
# Dicho al operador (stderr) cuando el disco deja de admitir la escritura de las mesas mientras sirve; las partidas siguen en memoria.
online-serve-store-failing = No se pueden escribir las mesas en { $folder } (el disco está lleno o no admite escritura): las partidas siguen y sus jugadas se escribirán en cuanto haya sitio. Libera espacio antes de detener el servidor, o se perderán las jugadas hechas desde entonces.
# Dicho al operador cuando el disco vuelve a admitir las escrituras pendientes.
online-serve-store-writing-again = Las mesas vuelven a escribirse en { $folder }: no se ha perdido ninguna jugada.
