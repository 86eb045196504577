## La línea de órdenes: accessiplay --help, su línea de uso y sus errores.

# Primera palabra de la línea de uso, antes de la sintaxis de la orden.
cli-usage = uso:
# La descripción bajo la línea de uso de `accessiplay --help`.
cli-description = Cinco juegos de mesa para personas ciegas y con baja visión, jugados con el teclado y escuchados con tu lector de pantalla o la voz integrada.
# Título de la lista de opciones.
cli-heading-options = opciones
# Título de la lista de órdenes (menu, play, resume, rules, bench).
cli-heading-commands = órdenes
# Título de los argumentos de una orden (el juego).
cli-heading-arguments = argumentos
# Ayuda de -h / --help.
cli-help-help = mostrar esta ayuda y salir
# Ayuda de --version.
cli-help-version = mostrar el número de versión y salir
# Ayuda de --lang.
cli-help-lang = el idioma de la voz y los menús (por defecto: el de la configuración o, si no, el del sistema)
# Ayuda de --speech.
cli-help-speech = adónde va la voz: tu lector de pantalla, la síntesis de voz integrada, texto en el terminal o la primera opción que funcione (auto)
# Ayuda de --plain.
cli-help-plain = una línea de texto por anuncio, para un lector de pantalla de terminal o una línea braille
# Ayuda de --full.
cli-help-full = una pantalla completa de alto contraste, para personas con baja visión y sus compañeros videntes
# Ayuda de --seed.
cli-help-seed = los mismos dados y cartas: dos partidas empezadas con el mismo número salen iguales
# Ayuda de --bot-pause.
cli-help-bot-pause = la pausa tras cada jugada de un bot, en segundos
# Ayuda de --brief.
cli-help-brief = anuncios breves
# Ayuda de --no-sound.
cli-help-no-sound = sin señales sonoras
# Ayuda de la orden menu.
cli-help-menu = abrir el menú principal (lo que hace accessiplay si no se le da ninguna orden)
# Ayuda de la orden play.
cli-help-play = empezar una partida enseguida
# Ayuda de la orden resume.
cli-help-resume = continuar la última partida, justo donde se quedó
# Ayuda de la orden rules.
cli-help-rules = escuchar la explicación de las reglas de un juego
# Ayuda de la orden tutorial.
cli-help-tutorial = aprender un juego jugando una partida guiada
# Ayuda de la orden join.
cli-help-join = entrar en la sala de un servidor en línea
# Ayuda del argumento dirección de join.
cli-help-address = el servidor: DIRECCIÓN o DIRECCIÓN:PUERTO (puerto 8765 si no se indica)
# Ayuda de la opción --password de join.
cli-help-join-password = la contraseña del servidor, si tiene una
# Ayuda de la orden bench.
cli-help-bench = medir la velocidad de los juegos (desde el código fuente)
# Ayuda del argumento juego de play y rules. $games: los identificadores de los juegos encontrados, a elegir.
cli-help-game = el juego: { $games }
# Ayuda de play --seats. $default: los puestos cuando se omite la opción.
cli-help-seats = los puestos en orden, separados por comas, cada uno human (humano), easy (bot fácil), normal (bot normal) o hard (bot difícil) (por defecto: { $default })
# Ayuda de bench --quick.
cli-help-quick = una medida corta
# Ayuda del argumento opcional archivo de resume.
cli-help-file = una partida guardada que abrir (por defecto: la partida en curso)
# Nombre del valor de --seed.
cli-metavar-seed = NÚMERO
# Nombre del valor de --bot-pause.
cli-metavar-bot-pause = SEGUNDOS
# Nombre del valor de --seats.
cli-metavar-seats = PUESTOS
# Nombre del argumento juego.
cli-metavar-game = JUEGO
# Nombre del argumento archivo de resume.
cli-metavar-file = ARCHIVO
# Ayuda del comando serve.
cli-help-serve = alojar mesas en línea para jugadores de otros lugares (accessiplay join se conecta a ellas)
# Ayuda de serve --host.
cli-help-host = la dirección en la que escuchar (por defecto: { $default }, solo este ordenador)
# Ayuda de serve --port.
cli-help-port = el puerto en el que escuchar (por defecto: { $default })
# Ayuda de serve --data.
cli-help-data = la carpeta donde se guardan las mesas (por defecto: una carpeta en los datos de accessiplay)
# Ayuda de serve --password.
cli-help-password = una contraseña que los jugadores deben dar para conectarse
# Ayuda de serve --cert.
cli-help-cert = un archivo de certificado TLS (PEM), para conexiones cifradas; requiere --key
# Ayuda de serve --key.
cli-help-key = el archivo de clave privada (PEM) del certificado --cert
# Nombre del valor de serve --host.
cli-metavar-host = DIRECCIÓN
# Nombre del valor de serve --port.
cli-metavar-port = PUERTO
# Nombre del valor de serve --data.
cli-metavar-data = CARPETA
# Nombre del valor de serve --password.
cli-metavar-password = CONTRASEÑA
# Nombre del valor de serve --cert.
cli-metavar-cert = ARCHIVO
# Nombre del valor de serve --key.
cli-metavar-key = ARCHIVO
# Nombre del argumento orden en un error (menu, play, rules…).
cli-metavar-command = ORDEN
# Errores de la línea de órdenes que da Python, con tus palabras: el nombre del argumento y lo que falla. $argument: la opción o el argumento; $message: lo que falla.
cli-argparse-argument = { $argument }: { $message }
# Argumentos que la orden necesita y no ha recibido. $names: sus nombres.
cli-argparse-required = falta un argumento obligatorio: { $names }
# Palabras de la línea de órdenes que ninguna opción acepta. $names: esas palabras.
cli-argparse-unrecognized = argumentos no reconocidos: { $names }
# Un valor que no es ninguna de las opciones. $value: lo que se ha escrito; $choices: las opciones.
cli-argparse-choice = «{ $value }» no es válido (elige entre { $choices })
# Un valor que no es un número. $value: lo que se ha escrito.
cli-argparse-value = «{ $value }» no es un valor válido
# --bot-pause recibe un número de segundos negativo, infinito, demasiado largo o ilegible. $value: lo que se ha escrito; $most: la pausa más larga.
cli-bot-pause-value = «{ $value }» no es una pausa: indica un número de segundos de 0 a { $most }
# Dos opciones que no pueden ir juntas. $other: la otra opción.
cli-argparse-not-with = no se puede usar junto con { $other }
# Una opción escrita sin su valor.
cli-argparse-expected-one = falta su valor
# Una opción con más de un valor.
cli-argparse-expected-at-most-one = admite un valor como mucho
# Una opción sin valor cuando necesita al menos uno.
cli-argparse-expected-at-least-one = necesita al menos un valor
# Una opción con un número de valores equivocado. $count y $needed: cuántos necesita.
cli-argparse-expected-count = { $count ->
        [one] necesita { $needed } valor
       *[other] necesita { $needed } valores
    }
# Una opción abreviada que puede ser varias. $option: lo que se ha escrito; $matches: las opciones posibles.
cli-argparse-ambiguous = la opción { $option } es ambigua: puede ser { $matches }
# Un valor dado a una opción que no lleva ninguno. $given: ese valor.
cli-argparse-ignored = { $given } sobra: esta opción no lleva valor
# Un error de la línea de órdenes. $prog: la orden; $detail: lo que falla.
cli-error = { $prog }: error: { $detail }. Prueba { $prog } --help.
