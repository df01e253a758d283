<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AppController</name>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>No se pudo iniciar la tienda de demostración.</translation>
    </message>
    <message>
        <source>Login failed.</source>
        <translation>Error al iniciar sesión.</translation>
    </message>
    <message>
        <source>No login for the screenshot: use --demo, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>No hay credenciales para la captura: use --demo o defina WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME y WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Ninguna dirección de entrega de este cliente pertenece al centro %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Este cliente no tiene ninguna dirección de entrega.</translation>
    </message>
    <message>
        <source>The article could not be loaded: %1</source>
        <translation>No se pudo cargar el artículo: %1</translation>
    </message>
    <message>
        <source>The search could not be loaded: %1</source>
        <translation>No se pudo cargar la búsqueda: %1</translation>
    </message>
    <message>
        <source>The basket could not be loaded: %1</source>
        <translation>No se pudo cargar la cesta: %1</translation>
    </message>
    <message>
        <source>The lists could not be loaded: %1</source>
        <translation>No se pudieron cargar las listas: %1</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>No se pudo cargar la lista: %1</translation>
    </message>
    <message>
        <source>The order file %1 could not be opened.</source>
        <translation>No se pudo abrir el archivo de pedido %1.</translation>
    </message>
    <message>
        <source>The sample order is missing from this build.</source>
        <translation>Falta el pedido de ejemplo en esta versión.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Webshop Desktop: order from your wholesaler&apos;s webshop.</source>
        <translation>Webshop Desktop: haga sus pedidos en la tienda online de su mayorista.</translation>
    </message>
    <message>
        <source>Start the built-in demo shop and log in as the demo customer.</source>
        <translation>Inicia la tienda de demostración integrada e inicia sesión como cliente de demostración.</translation>
    </message>
    <message>
        <source>Address of the webshop API server.</source>
        <translation>Dirección del servidor API de la tienda online.</translation>
    </message>
    <message>
        <source>Language and formats, e.g. de-DE or en-GB.</source>
        <translation>Idioma y formatos, p. ej. es-ES o en-GB.</translation>
    </message>
    <message>
        <source>Start with this search.</source>
        <translation>Empezar con esta búsqueda.</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>Vista que se muestra: %1.</translation>
    </message>
    <message>
        <source>Article (variant id) for the article view.</source>
        <translation>Artículo (ID de variante) para la vista de artículo.</translation>
    </message>
    <message>
        <source>When the view has finished loading, save the window as PNG and exit.</source>
        <translation>Cuando la vista termine de cargarse, guardar la ventana como PNG y salir.</translation>
    </message>
    <message>
        <source>Window size, default 1440x900.</source>
        <translation>Tamaño de la ventana, 1440x900 por defecto.</translation>
    </message>
    <message>
        <source>Seconds to wait for a screenshot, default 30.</source>
        <translation>Segundos de espera para la captura, 30 por defecto.</translation>
    </message>
    <message>
        <source>Delivery address by store id (non-interactive login).</source>
        <translation>Dirección de entrega por ID de centro (inicio de sesión no interactivo).</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argumento inesperado: %1</translation>
    </message>
    <message>
        <source>Not a valid http(s) address: %1</source>
        <translation>Dirección http(s) no válida: %1</translation>
    </message>
    <message>
        <source>Not a locale tag like de-DE: %1</source>
        <translation>Código de idioma no válido (formato es-ES): %1</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;; choose one of %2.</source>
        <translation>Vista «%1» desconocida; elija una de estas: %2.</translation>
    </message>
    <message>
        <source>--show article needs --article or --search.</source>
        <translation>--show article requiere --article o --search.</translation>
    </message>
    <message>
        <source>Window size must look like 1440x900: %1</source>
        <translation>El tamaño de la ventana debe tener el formato 1440x900: %1</translation>
    </message>
    <message>
        <source>Timeout must be 1 to 3600 seconds: %1</source>
        <translation>El tiempo de espera debe estar entre 1 y 3600 segundos: %1</translation>
    </message>
    <message>
        <source>--base-url must not contain a user name or password: give the server address only, and the logins through WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD or the sign-in form.</source>
        <translation>--base-url no debe contener un nombre de usuario ni una contraseña: indique solo la dirección del servidor, y las credenciales mediante WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME y WEBSHOP_PASSWORD o el formulario de inicio de sesión.</translation>
    </message>
    <message>
        <source>Check every line of an order file (CSV, TSV) against the server without a window; exit code 0 only when every line resolved.</source>
        <translation>Comprueba cada línea de un archivo de pedido (CSV, TSV) con el servidor sin abrir ventana; código de salida 0 solo si se han resuelto todas las líneas.</translation>
    </message>
    <message>
        <source>Where --import writes its report (CSV, one row per line).</source>
        <translation>Dónde escribe --import su informe (CSV, una fila por línea).</translation>
    </message>
    <message>
        <source>With --import: also add the resolved lines to the basket.</source>
        <translation>Con --import: añadir también a la cesta las líneas resueltas.</translation>
    </message>
    <message>
        <source>With --import: lines with the same pack are reported (ask, the default), merged into the first line (merge) or kept as lines of their own (keep).</source>
        <translation>Con --import: las líneas con el mismo formato se señalan (ask, predeterminado), se fusionan en la primera línea (merge) o se mantienen como líneas propias (keep).</translation>
    </message>
    <message>
        <source>--import needs --report OUT.csv.</source>
        <translation>--import requiere --report OUT.csv.</translation>
    </message>
    <message>
        <source>--import runs without a window: leave out --screenshot and --show.</source>
        <translation>--import se ejecuta sin ventana: omita --screenshot y --show.</translation>
    </message>
    <message>
        <source>--duplicates must be ask, merge or keep: %1</source>
        <translation>--duplicates debe ser ask, merge o keep: %1</translation>
    </message>
    <message>
        <source>--import shows the preview of the file: use --show import or no --show.</source>
        <translation>--import muestra la vista previa del archivo: use --show import o ningún --show.</translation>
    </message>
    <message>
        <source>--show import needs --import FILE, or --demo for the sample order.</source>
        <translation>--show import necesita --import ARCHIVO, o --demo para el pedido de ejemplo.</translation>
    </message>
    <message>
        <source>With --add: also add lines above the large-quantity limits of Preferences (default: more than 20 packs, 25 kg or 500 gross), which are otherwise left out as needs_confirmation.</source>
        <translation>Con --add: añadir también las líneas que superan los límites de cantidades elevadas de las Preferencias (por defecto: más de 20 bultos, 25 kg o 500 brutos), que si no se omiten como needs_confirmation.</translation>
    </message>
    <message>
        <source>--allow-large goes with --add: without it nothing is added.</source>
        <translation>--allow-large va con --add: sin --add no se añade nada.</translation>
    </message>
    <message>
        <source>With --add: add every line anew, also the lines an earlier run of the same file already added (without it they are reported as already_added and not sent).</source>
        <translation>Con --add: añadir de nuevo todas las líneas, también las que ya añadió una ejecución anterior del mismo archivo (sin esta opción se indican como already_added y no se envían).</translation>
    </message>
    <message>
        <source>--report, --add, --allow-large, --again and --duplicates need --import FILE.</source>
        <translation>--report, --add, --allow-large, --again y --duplicates requieren --import ARCHIVO.</translation>
    </message>
    <message>
        <source>--again goes with --add: without it nothing is added.</source>
        <translation>--again va con --add: sin --add no se añade nada.</translation>
    </message>
</context>
<context>
    <name>DemoServerMain</name>
    <message>
        <source>Serves the Webshop Commerce Service API with demo data, for trials, tests and integrators.</source>
        <translation>Ofrece la API de Webshop Commerce Service con datos de demostración, para pruebas, tests e integradores.</translation>
    </message>
    <message>
        <source>Port to listen on (0: any free port).</source>
        <translation>Puerto de escucha (0: cualquier puerto libre).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>puerto</translation>
    </message>
    <message>
        <source>Address to listen on (default: loopback only).</source>
        <translation>Dirección de escucha (por defecto: solo loopback).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>dirección</translation>
    </message>
    <message>
        <source>Number of articles (0: the curated demo range).</source>
        <translation>Número de artículos (0: el surtido de demostración predefinido).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Token lifetime in seconds.</source>
        <translation>Duración de los tokens en segundos.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>Delay every reply.</source>
        <translation>Retrasar cada respuesta.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Fraction of requests answered 503 (0 to 1).</source>
        <translation>Fracción de solicitudes que se responden con 503 (de 0 a 1).</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>tasa</translation>
    </message>
    <message>
        <source>Send replies one byte per interval.</source>
        <translation>Enviar las respuestas byte a byte, uno por intervalo.</translation>
    </message>
    <message>
        <source>Read each request, then close the connection without a reply.</source>
        <translation>Leer cada solicitud y cerrar la conexión sin responder.</translation>
    </message>
    <message>
        <source>Put a few lines into the first demo customer&apos;s basket.</source>
        <translation>Poner algunas líneas en la cesta del primer cliente de demostración.</translation>
    </message>
    <message>
        <source>Do not log requests.</source>
        <translation>No registrar las solicitudes.</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2</source>
        <translation>Valor no válido para --%1: %2</translation>
    </message>
    <message>
        <source>Invalid address for --bind: %1</source>
        <translation>Dirección no válida para --bind: %1</translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2.</source>
        <translation>No se puede escuchar en %1, puerto %2.</translation>
    </message>
    <message>
        <source>Webshop demo backend %1 listening on %2 (%3 articles, ready in %4 ms)</source>
        <translation>Backend de demostración de Webshop %1 escuchando en %2 (%3 artículos, listo en %4 ms)</translation>
    </message>
    <message>
        <source>Client login:   apiUser %1, apiPw %2</source>
        <translation>Acceso API:     apiUser %1, apiPw %2</translation>
    </message>
    <message>
        <source>Customer login: username %1, password %2 (%3, customer %4)</source>
        <translation>Acceso cliente: username %1, password %2 (%3, cliente %4)</translation>
    </message>
    <message>
        <source>Faults: latency %1 ms, error rate %2, drip %3 ms, drop %4</source>
        <translation>Fallos simulados: latencia %1 ms, tasa de error %2, drip %3 ms, drop %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Pulse Ctrl+C para detener.</translation>
    </message>
    <message>
        <source>How addItem answers: sync (200 with the basket), async[:ms] (202 with {}; the line appears after ms, default 300) or async-empty[:ms] (the same without a body).</source>
        <translation>Cómo responde addItem: sync (200 con la cesta), async[:ms] (202 con {}; la línea aparece al cabo de ms, 300 por defecto) o async-empty[:ms] (lo mismo sin cuerpo).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>modo</translation>
    </message>
    <message>
        <source>The article of basket lines: bundle (the bettyBundleId), variant (the bettyVariantId) or other (an ID of another scheme, ART-…).</source>
        <translation>El artículo de las líneas de la cesta: bundle (el bettyBundleId), variant (el bettyVariantId) o other (un ID de otro esquema, ART-…).</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>esquema</translation>
    </message>
    <message>
        <source>articleNet, articleGross and articleVATAmount of basket lines: line (line amounts) or unit (the price of one pack or kg).</source>
        <translation>articleNet, articleGross y articleVATAmount de las líneas de la cesta: line (importes de la línea) o unit (el precio de un bulto o kg).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>Answer 403 on this endpoint, as if outside the API key&apos;s scope (repeatable; one of %1).</source>
        <translation>Responder 403 en este endpoint, como si quedara fuera del ámbito de la clave API (repetible; uno de %1).</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>endpoint</translation>
    </message>
    <message>
        <source>Run the server&apos;s clock this many seconds off: iat and exp of new tokens shift, yet the server accepts them for the token lifetime (below minus the lifetime: tokens expired when issued).</source>
        <translation>Desfasar el reloj del servidor este número de segundos: iat y exp de los tokens nuevos se desplazan, pero el servidor los acepta durante la duración del token (por debajo de menos la duración: tokens caducados al emitirse).</translation>
    </message>
    <message>
        <source>What getBasket answers with 200: normal (the basket), empty ({}) or envelope (an error object); with :n for the next n reads only.</source>
        <translation>Qué responde getBasket con 200: normal (la cesta), empty ({}) o envelope (un objeto de error); con :n, solo en las n lecturas siguientes.</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>respuesta</translation>
    </message>
    <message>
        <source>Every addItem appends a line of its own: a bundle added twice shows as two lines.</source>
        <translation>Cada addItem añade una línea propia: un formato añadido dos veces aparece como dos líneas.</translation>
    </message>
    <message>
        <source>(expected %1)</source>
        <translation>(se esperaba %1)</translation>
    </message>
    <message>
        <source>sync, async[:ms] or async-empty[:ms], ms from 0 to %1</source>
        <translation>sync, async[:ms] o async-empty[:ms], ms de 0 a %1</translation>
    </message>
    <message>
        <source>bundle, variant or other</source>
        <translation>bundle, variant o other</translation>
    </message>
    <message>
        <source>line or unit</source>
        <translation>line o unit</translation>
    </message>
    <message>
        <source>whole seconds from %1 to %2</source>
        <translation>segundos enteros de %1 a %2</translation>
    </message>
    <message>
        <source>normal, empty[:n] or envelope[:n], n from 1</source>
        <translation>normal, empty[:n] o envelope[:n], n a partir de 1</translation>
    </message>
    <message>
        <source>Spec variants: %1</source>
        <translation>Variantes de la especificación: %1</translation>
    </message>
    <message>
        <source>addItem waits this long before it applies the add and answers (no byte meanwhile; other requests are served).</source>
        <translation>addItem espera este tiempo antes de aplicar el añadido y responder (mientras tanto ningún byte; las demás peticiones se atienden).</translation>
    </message>
    <message>
        <source>addItem applies the add, sends the status line and headers with a Content-Length larger than what follows, half the body, and closes the connection.</source>
        <translation>addItem aplica el añadido, envía la línea de estado y las cabeceras con un Content-Length mayor que lo que sigue, la mitad del cuerpo, y cierra la conexión.</translation>
    </message>
    <message>
        <source>addItem: close the connection without a reply, the add not applied (before) or applied (after); with :n for the next n adds only.</source>
        <translation>addItem: cerrar la conexión sin respuesta, sin aplicar el añadido (before) o aplicándolo (after); con :n solo para los n próximos añadidos.</translation>
    </message>
    <message>
        <source>when</source>
        <translation>cuándo</translation>
    </message>
    <message>
        <source>addItem answers this HTTP status (200 to 599; 301, 302, 303, 307 and 308 with a Location to the same path); the add is applied only with :applied.</source>
        <translation>addItem responde con este estado HTTP (200 a 599; 301, 302, 303, 307 y 308 con un Location a la misma ruta); el añadido solo se aplica con :applied.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>código</translation>
    </message>
    <message>
        <source>Another client changes the basket: at every n-th basket read the server adds a random other bundle (1 to 3 units), or with :same the bundle and amount of the latest addItem.</source>
        <translation>Otro cliente cambia la cesta: en cada n-ésima lectura de la cesta el servidor añade otro formato al azar (de 1 a 3 unidades), o con :same el formato y la cantidad del último addItem.</translation>
    </message>
    <message>
        <source>A seeded mix of addItem faults for soak tests: each add is faulty with probability rate (default 0.5); also foreign changes at every 2nd read and a basket article scheme drawn from the seed.</source>
        <translation>Una mezcla reproducible de fallos de addItem para pruebas de resistencia: cada añadido falla con la probabilidad rate (0.5 por defecto); además, cambios ajenos en cada 2.ª lectura y un esquema de artículo de las líneas sacado de la semilla.</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>The delay of a slow add under --chaos (beyond the client&apos;s give-up).</source>
        <translation>El retardo de un añadido lento con --chaos (más allá de lo que espera el cliente).</translation>
    </message>
    <message>
        <source>before[:n] or after[:n], n from 1</source>
        <translation>before[:n] o after[:n], n a partir de 1</translation>
    </message>
    <message>
        <source>a status from 200 to 599, optionally :applied</source>
        <translation>un estado de 200 a 599, opcionalmente :applied</translation>
    </message>
    <message>
        <source>n[:same], n from 1</source>
        <translation>n[:same], n a partir de 1</translation>
    </message>
    <message>
        <source>seed[:rate], a whole number and a rate from 0 to 1</source>
        <translation>seed[:rate], un número entero y una tasa de 0 a 1</translation>
    </message>
    <message>
        <source>Add faults: %1</source>
        <translation>Fallos de addItem: %1</translation>
    </message>
</context>
<context>
    <name>GuideDemo</name>
    <message>
        <source>Walk-in %1</source>
        <translation>Cámara %1</translation>
    </message>
    <message>
        <source>Freezer %1</source>
        <translation>Congelador %1</translation>
    </message>
    <message>
        <source>Dry store %1</source>
        <translation>Almacén seco %1</translation>
    </message>
    <message>
        <source>Bar %1</source>
        <translation>Barra %1</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>packs</source>
        <translation>formatos</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation>No se pudo guardar la captura en %1.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing finished loading within %n second(s).</source>
        <translation>
            <numerusform>No terminó de cargarse nada en %n segundo.</numerusform>
            <numerusform>No terminó de cargarse nada en %n segundos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::api::BasketSync</name>
    <message>
        <source>The basket could not be read, so nothing was added. Try again when the connection is back.</source>
        <translation>No se pudo leer la cesta, así que no se añadió nada. Inténtelo de nuevo cuando vuelva la conexión.</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Comprobando la cesta…</translation>
    </message>
    <message>
        <source>The item was not added: %1</source>
        <translation>No se añadió el artículo: %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 of this item; it was also changed elsewhere.</source>
        <translation>La cesta contiene ahora %1 de este artículo; también se modificó desde otro lugar.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was added.</source>
        <translation>Cancelado: no se añadió nada.</translation>
    </message>
    <message>
        <source>Not confirmed: the basket was switched before this add could be checked. It may have been added to the previous basket.</source>
        <translation>Sin confirmar: se cambió de cesta antes de poder comprobar este artículo. Es posible que se haya añadido a la cesta anterior.</translation>
    </message>
    <message>
        <source>Added; waiting for the basket to show it…</source>
        <translation>Añadido; esperando a que aparezca en la cesta…</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket could not be read to show it yet.</source>
        <translation>Añadido (el servidor lo confirmó); aún no se pudo leer la cesta para mostrarlo.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Añadido (el servidor lo confirmó), pero aún no aparece en la cesta.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket was switched before it could be shown.</source>
        <translation>Añadido (el servidor lo confirmó); se cambió de cesta antes de poder mostrarlo.</translation>
    </message>
    <message>
        <source>Cancelled: the login ended before this item was sent. Nothing was added.</source>
        <translation>Cancelado: la sesión terminó antes de enviar este artículo. No se añadió nada.</translation>
    </message>
    <message>
        <source>Not confirmed: the login ended before this add could be checked. It may have been added; check the basket after signing in again.</source>
        <translation>Sin confirmar: la sesión terminó antes de poder comprobar este artículo. Es posible que se haya añadido; compruebe la cesta cuando vuelva a iniciar sesión.</translation>
    </message>
    <message>
        <source>No clear answer from the server; checking whether the basket shows the item…</source>
        <translation>Sin respuesta clara del servidor; comprobando si la cesta muestra el artículo…</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket could not be read: the item may or may not have been added. It is checked again at every basket read; do not add it again meanwhile.</source>
        <translation>Sin respuesta clara del servidor y no se pudo leer la cesta: puede que el artículo se haya añadido o no. Se vuelve a comprobar cada vez que se lee la cesta; mientras tanto, no lo añada de nuevo.</translation>
    </message>
    <message>
        <source>The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.</source>
        <translation>Esta aplicación no puede reducir la cesta; corríjala con su comercial o en la tienda online.</translation>
    </message>
    <message>
        <source>The basket total grew by twice this item&apos;s price: the server may have added it twice, or the same was added elsewhere. %1</source>
        <translation>El total de la cesta aumentó en el doble del precio de este artículo: puede que el servidor lo haya añadido dos veces o que se haya añadido lo mismo desde otro lugar. %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 where this add was %2: the server may have added it twice, or the same was added elsewhere. %3</source>
        <translation>La cesta contiene ahora %1, mientras que este añadido era de %2: puede que el servidor lo haya añadido dos veces o que se haya añadido lo mismo desde otro lugar. %3</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket does not show this item yet: it may still arrive. It was not sent again. Check the basket before adding it again.</source>
        <translation>Sin respuesta clara del servidor y la cesta aún no muestra este artículo: todavía puede llegar. No se ha vuelto a enviar. Compruebe la cesta antes de volver a añadirlo.</translation>
    </message>
    <message>
        <source>In the basket: the server had not answered, but the basket grew by exactly this item.</source>
        <translation>En la cesta: el servidor no había respondido, pero la cesta aumentó exactamente en este artículo.</translation>
    </message>
    <message>
        <source>This item&apos;s line changed by %1 since it was sent, which does not match what this app added: it was also changed elsewhere. Check the basket.</source>
        <translation>La línea de este artículo cambió en %1 desde que se envió, lo que no coincide con lo que añadió esta aplicación: también se modificó desde otro lugar. Compruebe la cesta.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</source>
        <translation>
            <numerusform>Uno de los %n añadidos pendientes de este formato está en la cesta; aún no se puede saber cuál. Compruebe la cesta antes de volver a añadirlo.</numerusform>
            <numerusform>Uno de los %n añadidos pendientes de este formato está en la cesta; aún no se puede saber cuál. Compruebe la cesta antes de volver a añadirlo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::auth::SecretStore</name>
    <message>
        <source>The system keychain is not available (%1). Your login is kept in memory for this session only.</source>
        <translation>El llavero del sistema no está disponible (%1). Sus credenciales se guardan en memoria solo durante esta sesión.</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>error desconocido</translation>
    </message>
    <message>
        <source>The system keychain did not answer (it may be locked or waiting for a password). Your login is kept in memory for this session only.</source>
        <translation>El llavero del sistema no responde (puede estar bloqueado o esperando una contraseña). Sus credenciales se guardan en memoria solo durante esta sesión.</translation>
    </message>
    <message>
        <source>The secret is too large for the system keychain. It is kept in memory for this session only.</source>
        <translation>Las credenciales son demasiado grandes para el llavero del sistema. Se guardan en memoria solo durante esta sesión.</translation>
    </message>
</context>
<context>
    <name>webshop::auth::Session</name>
    <message>
        <source>The API user or API password was not accepted by the server.</source>
        <translation>El servidor no aceptó el usuario API o la contraseña API.</translation>
    </message>
    <message>
        <source>The user name or password was not accepted by the server.</source>
        <translation>El servidor no aceptó el nombre de usuario o la contraseña.</translation>
    </message>
    <message>
        <source>The system keychain is not available: your login is kept in memory for this session only, and you will be asked again next time.</source>
        <translation>El llavero del sistema no está disponible: sus credenciales se guardan en memoria solo durante esta sesión y se le volverán a pedir la próxima vez.</translation>
    </message>
    <message>
        <source>Your login has expired and could not be renewed. Please log in again.</source>
        <translation>Su sesión ha caducado y no se pudo renovar. Vuelva a iniciar sesión.</translation>
    </message>
</context>
<context>
    <name>webshop::control::AddHistoryModel</name>
    <message>
        <source>Waiting to be sent</source>
        <translation>Pendiente de envío</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>En camino</translation>
    </message>
    <message>
        <source>Checking the basket</source>
        <translation>Comprobando la cesta</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>En la cesta</translation>
    </message>
    <message>
        <source>Added, not shown yet</source>
        <translation>Añadido, aún no visible</translation>
    </message>
    <message>
        <source>Added twice</source>
        <translation>Añadido dos veces</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>No añadido</translation>
    </message>
    <message>
        <source>Article details</source>
        <translation>Detalles del artículo</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Pedido rápido</translation>
    </message>
    <message>
        <source>Order file</source>
        <translation>Archivo de pedido</translation>
    </message>
    <message>
        <source>Order file (command line)</source>
        <translation>Archivo de pedido (línea de comandos)</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <source>Guided order</source>
        <translation>Pedido guiado</translation>
    </message>
    <message>
        <source>Net %1</source>
        <translation>Neto %1</translation>
    </message>
    <message>
        <source>%1 (added again)</source>
        <translation>%1 (añadido de nuevo)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Cant.</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Precio ud. bruto</translation>
    </message>
    <message>
        <source>Line gross</source>
        <translation>Importe bruto</translation>
    </message>
    <message>
        <source>Added from</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
</context>
<context>
    <name>webshop::control::BasketAdds</name>
    <message>
        <source>Not added: sign in and choose a delivery address first.</source>
        <translation>No añadido: primero inicie sesión y elija una dirección de entrega.</translation>
    </message>
    <message>
        <source>Not added: the delivery address or the customer changed after this line was checked. Nothing was sent; check the line for the new store and add it again.</source>
        <translation>No añadido: la dirección de entrega o el cliente cambió después de comprobar esta línea. No se envió nada; compruebe la línea para el nuevo centro y vuelva a añadirla.</translation>
    </message>
    <message>
        <source>Not added: the quantity must be more than 0.</source>
        <translation>No añadido: la cantidad debe ser mayor que 0.</translation>
    </message>
    <message>
        <source>Not added: this computer could not write the add down first (%1). Nothing was sent.</source>
        <translation>No añadido: este equipo no pudo registrar primero el añadido (%1). No se envió nada.</translation>
    </message>
    <message>
        <source>the local data folder cannot be written</source>
        <translation>no se puede escribir en la carpeta de datos local</translation>
    </message>
    <message>
        <source>Not added: the app closed before this add was sent.</source>
        <translation>No añadido: la aplicación se cerró antes de enviar este añadido.</translation>
    </message>
    <message>
        <source>In the basket (checked after the app was started again).</source>
        <translation>En la cesta (comprobado tras volver a iniciar la aplicación).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it before the app closed), but the basket does not show it.</source>
        <translation>Añadido (el servidor lo confirmó antes de que se cerrara la aplicación), pero la cesta no lo muestra.</translation>
    </message>
    <message>
        <source>This add was on its way when the app closed, and the basket does not show it: it did not arrive, or it was changed in the web shop. It was not sent again; check the basket before adding it again.</source>
        <translation>Este añadido estaba en camino cuando se cerró la aplicación y la cesta no lo muestra: no llegó o se modificó en la tienda online. No se ha vuelto a enviar; compruebe la cesta antes de volver a añadirlo.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) were on their way when the app closed:</source>
        <translation>
            <numerusform>%n añadido estaba en camino cuando se cerró la aplicación:</numerusform>
            <numerusform>%n añadidos estaban en camino cuando se cerró la aplicación:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the basket</source>
        <translation>
            <numerusform>%n en la cesta</numerusform>
            <numerusform>%n en la cesta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not known (check the basket)</source>
        <translation>
            <numerusform>%n desconocido (compruebe la cesta)</numerusform>
            <numerusform>%n desconocidos (compruebe la cesta)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n no enviado</numerusform>
            <numerusform>%n no enviados</numerusform>
        </translation>
    </message>
    <message>
        <source>The basket could not be read (%1). Nothing changed; check again later.</source>
        <translation>No se pudo leer la cesta (%1). No ha cambiado nada; vuelva a comprobarlo más tarde.</translation>
    </message>
    <message>
        <source>In the basket (checked again at %1).</source>
        <translation>En la cesta (comprobado de nuevo a las %1).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket still does not show it (checked again at %1).</source>
        <translation>Añadido (el servidor lo confirmó), pero la cesta sigue sin mostrarlo (comprobado de nuevo a las %1).</translation>
    </message>
    <message>
        <source>Checked again at %1: the basket does not show this add. It did not arrive, or it was changed in the web shop. Adding it again may put it in the basket twice.</source>
        <translation>Comprobado de nuevo a las %1: la cesta no muestra este añadido. No llegó o se modificó en la tienda online. Si lo añade de nuevo, puede que quede dos veces en la cesta.</translation>
    </message>
    <message numerus="yes">
        <source>%n still not known</source>
        <translation>
            <numerusform>%n aún desconocido</numerusform>
            <numerusform>%n aún desconocidos</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked the basket again at %1: %2.</source>
        <translation>Cesta comprobada de nuevo a las %1: %2.</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportController</name>
    <message>
        <source>separated by tabs</source>
        <translation>separado por tabuladores</translation>
    </message>
    <message>
        <source>separated by semicolons</source>
        <translation>separado por punto y coma</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>separado por comas</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>una columna</translation>
    </message>
    <message>
        <source>separated by &quot;%1&quot;</source>
        <translation>separado por «%1»</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation>No se puede abrir el archivo %1: %2</translation>
    </message>
    <message>
        <source>The file %1 is larger than 64 MB: that is not an order file.</source>
        <translation>El archivo %1 supera los 64 MB: no es un archivo de pedido.</translation>
    </message>
    <message>
        <source>first line is a header</source>
        <translation>la primera línea es un encabezado</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>No se pudo guardar el informe en %1: %2</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportPreviewModel</name>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Number found</source>
        <translation>Número encontrado</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Mejor coincidencia</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message>
        <source>Check quantity</source>
        <translation>Revisar cantidad</translation>
    </message>
    <message>
        <source>Same as line %1</source>
        <translation>Igual que la línea %1</translation>
    </message>
    <message>
        <source>Merged into line %1</source>
        <translation>Fusionada en la línea %1</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Omitida</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Sin comprobar</translation>
    </message>
    <message>
        <source>Not checked (error)</source>
        <translation>Sin comprobar (error)</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Añadido</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>No añadido</translation>
    </message>
    <message>
        <source>Check basket</source>
        <translation>Revisar la cesta</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>En el archivo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Added before</source>
        <translation>Ya añadido</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Precio ud. neto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Precio ud. bruto</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Total neto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Total bruto</translation>
    </message>
    <message>
        <source>≈: without deposit. The shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet.</source>
        <translation>≈: sin depósito. La tienda indica el depósito de un formato solo en la cesta, y este formato aún no está en su cesta.</translation>
    </message>
    <message>
        <source>Incl. %1 deposit</source>
        <translation>Incluye %1 de depósito</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1, incl. %2 de depósito</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The order total of the ready lines before they are added, e.g. &quot;Total gross: 1.234,56 €&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price</source>
        <translation>
            <numerusform>%Ln línea sin precio conocido</numerusform>
            <numerusform>%Ln líneas sin precio conocido</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::control::OfflineCache</name>
    <message>
        <source>Not added: the server cannot be reached. Nothing is kept to send later: add it again once the connection is back.</source>
        <translation>No añadido: no se puede acceder al servidor. No se guarda nada para enviarlo más tarde: añádalo de nuevo cuando vuelva la conexión.</translation>
    </message>
    <message>
        <source>The remembered sign-in was not accepted by the server. Please sign in again.</source>
        <translation>El servidor no ha aceptado el inicio de sesión recordado. Vuelva a iniciar sesión.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuideController</name>
    <message>
        <source>No one is signed in with a delivery address.</source>
        <translation>Nadie ha iniciado sesión con una dirección de entrega.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuides</name>
    <message>
        <source>The file has no header: a guide&apos;s file starts with bundle_id, par, position, note.</source>
        <translation>El archivo no tiene encabezado: el archivo de una guía de pedido empieza por bundle_id, par, position, note.</translation>
    </message>
    <message>
        <source>Line %1: no pack number.</source>
        <translation>Línea %1: falta el número de envase.</translation>
    </message>
    <message>
        <source>Line %1: the par &quot;%2&quot; is not a clear number; the line was left out.</source>
        <translation>Línea %1: el stock objetivo «%2» no es un número claro; se ha omitido la línea.</translation>
    </message>
</context>
<context>
    <name>webshop::control::QuickOrder</name>
    <message>
        <source>The basket has no lines to order again.</source>
        <translation>La cesta no tiene líneas para volver a pedir.</translation>
    </message>
    <message>
        <source>The list “%1” has no articles.</source>
        <translation>La lista «%1» no tiene artículos.</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>No se pudo cargar la lista: %1</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparison</name>
    <message>
        <source>The app does not know this article yet. Search for it once, then compare again.</source>
        <translation>La aplicación aún no conoce este artículo. Búsquelo una vez y vuelva a comparar.</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparisonModel</name>
    <message>
        <source>Store %1</source>
        <translation>Centro %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Not sold here</source>
        <translation>No se vende aquí</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>No cargado</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>No comprobado</translation>
    </message>
    <message>
        <source>This store does not sell this article in this pack.</source>
        <translation>Este centro no vende este artículo en este formato.</translation>
    </message>
    <message>
        <source>The store sells it, but the server gave no price.</source>
        <translation>El centro lo vende, pero el servidor no ha dado ningún precio.</translation>
    </message>
    <message>
        <source>The comparison was cancelled before this store was asked.</source>
        <translation>La comparación se canceló antes de consultar este centro.</translation>
    </message>
    <message>
        <source>Per unit: %1 net, %2 gross</source>
        <translation>Por unidad: %1 neto, %2 bruto</translation>
    </message>
    <message>
        <source>%1, cheapest</source>
        <translation>%1, el más barato</translation>
    </message>
    <message>
        <source>%1 of %2 lines: those every store sells</source>
        <translation>%1 de %2 líneas: las que vende cada centro</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No total</source>
        <translation>Sin total</translation>
    </message>
    <message>
        <source>The store of your current delivery address</source>
        <translation>El centro de su dirección de entrega actual</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Depósito</translation>
    </message>
    <message>
        <source>%1
%2 · current store</source>
        <translation>%1
%2 · centro actual</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>not sold at %1</source>
        <translation>no se vende en %1</translation>
    </message>
    <message>
        <source>price unknown at %1</source>
        <translation>precio desconocido en %1</translation>
    </message>
    <message>
        <source>not checked at %1</source>
        <translation>no comprobado en %1</translation>
    </message>
    <message>
        <source>prices in different currencies</source>
        <translation>precios en monedas distintas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>≈: the VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>≈: el tipo de IVA no se puede deducir con exactitud del precio de este formato: la cesta puede diferir en un céntimo.</translation>
    </message>
</context>
<context>
    <name>webshop::localstore::LocalStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>No se puede crear la carpeta %1.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be created.</source>
        <translation>No se puede crear el archivo de datos locales %1.</translation>
    </message>
    <message>
        <source>The local data was written by a newer version of the app; it is left as it is.</source>
        <translation>Los datos locales los escribió una versión más reciente de la aplicación; se dejan como están.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be used.</source>
        <translation>No se puede usar el archivo de datos locales %1.</translation>
    </message>
    <message>
        <source>Local data could not be saved: %1</source>
        <translation>No se pudieron guardar los datos locales: %1</translation>
    </message>
</context>
<context>
    <name>webshop::models::AddResultText</name>
    <message>
        <source>Waiting for the previous add…</source>
        <translation>Esperando al artículo anterior…</translation>
    </message>
    <message>
        <source>Adding to basket…</source>
        <translation>Añadiendo a la cesta…</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Comprobando la cesta…</translation>
    </message>
    <message>
        <source>✓ Added to basket.</source>
        <translation>✓ Añadido a la cesta.</translation>
    </message>
    <message>
        <source>✓ Added %1 to the basket.</source>
        <translation>✓ Añadido a la cesta: %1.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Añadido (el servidor lo confirmó), pero aún no aparece en la cesta.</translation>
    </message>
    <message>
        <source>The shop added this twice. Please correct it in the webshop.</source>
        <translation>La tienda lo añadió dos veces. Corríjalo en la tienda online.</translation>
    </message>
    <message>
        <source>It is not known whether this was added. Check the basket before adding it again.</source>
        <translation>No se sabe si se añadió. Compruebe la cesta antes de volver a añadirlo.</translation>
    </message>
    <message>
        <source>Not added.</source>
        <translation>No añadido.</translation>
    </message>
</context>
<context>
    <name>webshop::models::BasketModel</name>
    <message>
        <source>Article %1: details are not loaded yet</source>
        <translation>Artículo %1: detalles aún no cargados</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Precio ud. neto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Precio ud. bruto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Worked out from the line total: the catalogue price may differ by a cent.</source>
        <translation>Calculado a partir del total de la línea: el precio de catálogo puede diferir en un céntimo.</translation>
    </message>
    <message>
        <source>Article without a number</source>
        <translation>Artículo sin referencia</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The goods, without deposit and VAT</source>
        <translation>La mercancía, sin depósito ni IVA</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), without VAT</source>
        <translation>Depósito de envases (botellas, cajas), sin IVA</translation>
    </message>
    <message>
        <source>VAT on the goods and the deposit</source>
        <translation>IVA de la mercancía y del depósito</translation>
    </message>
    <message>
        <source>What the line costs: goods net + deposit net + VAT</source>
        <translation>Lo que cuesta la línea: mercancía neta + depósito neto + IVA</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Mercancía neta</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Bruto incl. depósito</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Depósito neto</translation>
    </message>
    <message>
        <source>Article no. %1 · Pack no. %2</source>
        <extracomment>A basket line&apos;s numbers: the article (variant) and the pack (what the basket orders)</extracomment>
        <translation>N.º de artículo %1 · N.º de envase %2</translation>
    </message>
</context>
<context>
    <name>webshop::models::BundlesModel</name>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
</context>
<context>
    <name>webshop::models::GuideModel</name>
    <message>
        <source>not counted</source>
        <translation>sin contar</translation>
    </message>
    <message>
        <source>no par</source>
        <translation>sin objetivo</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>suficiente</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>One earlier add in the guide&apos;s &quot;Ordered before&quot; column: &quot;3 on 24/11&quot;</extracomment>
        <translation>%1 el %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Without deposit, or with an estimated one: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>Sin depósito o con uno estimado: la tienda indica el depósito de un formato solo en la cesta.</translation>
    </message>
    <message>
        <source>The most this pack was added on one day in the last four weeks. Take it with Ctrl+Shift+P.</source>
        <translation>La mayor cantidad de este formato añadida en un día en las últimas cuatro semanas. Adóptela con Ctrl+Mayús+P.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Ubicación</translation>
    </message>
    <message>
        <source>Article · pack</source>
        <translation>Artículo · formato</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Contar en</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Sugerido</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Existencias</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Pedir</translation>
    </message>
    <message>
        <source>Net incl. deposit</source>
        <translation>Neto incl. depósito</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Bruto incl. depósito</translation>
    </message>
    <message>
        <source>Ordered before</source>
        <translation>Pedido antes</translation>
    </message>
</context>
<context>
    <name>webshop::models::ListItemsModel</name>
    <message>
        <source>Article</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under a list line&apos;s name: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>en la cesta: %1</translation>
    </message>
    <message>
        <source>%1
Article no. %2 · Pack no. %3</source>
        <extracomment>A list line&apos;s tooltip: the name, then the article number and the chosen pack&apos;s number</extracomment>
        <translation>%1
N.º de artículo %2 · N.º de envase %3</translation>
    </message>
</context>
<context>
    <name>webshop::models::MoneyFormat</name>
    <message>
        <source>price unknown</source>
        <translation>precio desconocido</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <extracomment>A weight in kilograms, e.g. &quot;1,25 kg&quot;</extracomment>
        <translation>%1 kg</translation>
    </message>
</context>
<context>
    <name>webshop::models::OrderSheetPrinter</name>
    <message>
        <source>Article no.</source>
        <translation>Ref.</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Cant.</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Precio ud. neto</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Depósito</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <source>Order sheet · %1</source>
        <extracomment>The line at the top of every printed page: &quot;Order sheet · Basket&quot;</extracomment>
        <translation>Hoja de pedido · %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Order sheet</source>
        <translation>Hoja de pedido</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln line(s)</source>
        <extracomment>Under the title of a printed order sheet: &quot;Basket · 12 lines&quot;</extracomment>
        <translation>
            <numerusform>%1 · %Ln línea</numerusform>
            <numerusform>%1 · %Ln líneas</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Dirección de entrega</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Total neto</translation>
    </message>
    <message>
        <source>of which deposit (net)</source>
        <translation>del cual depósito (neto)</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Total bruto</translation>
    </message>
    <message>
        <source>Net and gross amounts include the deposit.</source>
        <translation>Los importes netos y brutos incluyen el depósito.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price are not in the totals.</source>
        <translation>
            <numerusform>%Ln línea sin precio no está incluida en los totales.</numerusform>
            <numerusform>%Ln líneas sin precio no están incluidas en los totales.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Centro %1</translation>
    </message>
    <message numerus="yes">
        <source>Net and gross amounts include the deposit where the basket states it: %Ln line(s) without a known deposit (the pack is not in the basket yet).</source>
        <translation>
            <numerusform>Los importes neto y bruto incluyen el depósito donde la cesta lo indica: %Ln línea sin depósito conocido (el formato aún no está en la cesta).</numerusform>
            <numerusform>Los importes neto y bruto incluyen el depósito donde la cesta lo indica: %Ln líneas sin depósito conocido (los formatos aún no están en la cesta).</numerusform>
        </translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Ubicación</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Contar en</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Existencias</translation>
    </message>
    <message>
        <source>Count sheet</source>
        <translation>Hoja de recuento</translation>
    </message>
    <message>
        <source>Count sheet · %1</source>
        <extracomment>The line at the top of every printed page of an order guide&apos;s count sheet</extracomment>
        <translation>Hoja de recuento · %1</translation>
    </message>
    <message>
        <source>Pack no.</source>
        <translation>N.º envase</translation>
    </message>
</context>
<context>
    <name>webshop::models::PackAddWords</name>
    <message numerus="yes">
        <source>%n earlier add(s) of this pack not known yet: check the basket before adding it again.</source>
        <translation>
            <numerusform>%n adición anterior de este envase aún no está confirmada: revise la cesta antes de volver a añadirlo.</numerusform>
            <numerusform>%n adiciones anteriores de este envase aún no están confirmadas: revise la cesta antes de volver a añadirlo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PersonalListsModel</name>
    <message>
        <source>Untitled list</source>
        <translation>Lista sin nombre</translation>
    </message>
    <message>
        <source>List unavailable</source>
        <translation>Lista no disponible</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln artículo</numerusform>
            <numerusform>%Ln artículos</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved on this computer</source>
        <translation>No guardado en este equipo</translation>
    </message>
</context>
<context>
    <name>webshop::models::PriceBadge</name>
    <message>
        <source>▲ +%1</source>
        <extracomment>A price went up (arrow, plus sign, amount) or down (arrow, minus sign, amount)</extracomment>
        <translation>▲ +%1</translation>
    </message>
    <message>
        <source>▼ −%1</source>
        <translation>▼ −%1</translation>
    </message>
    <message>
        <source>Was %1 when you last saw it</source>
        <translation>Costaba %1 la última vez que lo vio</translation>
    </message>
    <message>
        <source>Was %1 when you last saw it (%2)</source>
        <translation>Costaba %1 la última vez que lo vio (%2)</translation>
    </message>
</context>
<context>
    <name>webshop::models::PriceDisplay</name>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <comment>price per kilogram</comment>
        <translation>%1/kg</translation>
    </message>
    <message>
        <source>%1 / l</source>
        <comment>price per litre</comment>
        <translation>%1/l</translation>
    </message>
</context>
<context>
    <name>webshop::models::QuickOrderModel</name>
    <message>
        <source>%1 · typed: %2 · pack number %3</source>
        <translation>%1 · escrito: %2 · ref. formato %3</translation>
    </message>
    <message>
        <source>Whole packs only: type a whole number.</source>
        <translation>Solo formatos enteros: escriba un número entero.</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>Several articles fit: choose one.</source>
        <translation>Varios artículos coinciden: elija uno.</translation>
    </message>
    <message>
        <source>No article found.</source>
        <translation>No se encontró ningún artículo.</translation>
    </message>
    <message>
        <source>Press Enter to look it up.</source>
        <translation>Pulse Intro para buscarlo.</translation>
    </message>
    <message>
        <source>Article number or words</source>
        <translation>Referencia o palabras</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Precio ud. neto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Precio ud. bruto</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Total neto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Total bruto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under or beside a line: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>en la cesta: %1</translation>
    </message>
    <message>
        <source>May have been added: this add was on its way when the app closed. The basket is checked at the next sign-in; it is not sent again by itself.</source>
        <translation>Quizá añadido: este añadido estaba en camino cuando se cerró la aplicación. La cesta se comprobará en el próximo inicio de sesión; no se vuelve a enviar automáticamente.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Depósito</translation>
    </message>
    <message>
        <source>Without deposit: the shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet. The basket may show more.</source>
        <translation>Sin depósito: la tienda indica el depósito de un formato solo en la cesta, y este formato aún no está en su cesta. La cesta puede mostrar más.</translation>
    </message>
    <message>
        <source>The VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>El tipo de IVA no se puede deducir con exactitud del precio de este formato: la cesta puede diferir en un céntimo.</translation>
    </message>
</context>
<context>
    <name>webshop::models::Units</name>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>unidad</translation>
    </message>
</context>
<context>
    <name>webshop::orders::OrderCsv</name>
    <message>
        <source>Article no.</source>
        <translation>Ref.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
</context>
<context>
    <name>webshop::orders::OrderTexts</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>No quantity given.</source>
        <translation>No se ha indicado ninguna cantidad.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; is not a number.</source>
        <translation>La cantidad &quot;%1&quot; no es un número.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; could mean %2 or %3: write it without a thousands separator.</source>
        <translation>La cantidad &quot;%1&quot; puede significar %2 o %3: escríbala sin separador de miles.</translation>
    </message>
    <message>
        <source>The quantity must be more than 0.</source>
        <translation>La cantidad debe ser mayor que 0.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has more than four decimals.</source>
        <translation>La cantidad &quot;%1&quot; tiene más de cuatro decimales.</translation>
    </message>
    <message>
        <source>This pack is sold in whole numbers only, not %1.</source>
        <translation>Este formato solo se vende en números enteros, no %1.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Aún sin comprobar.</translation>
    </message>
    <message>
        <source>Article number: %1</source>
        <translation>Número de artículo: %1</translation>
    </message>
    <message>
        <source>Best match: %1</source>
        <translation>Mejor coincidencia: %1</translation>
    </message>
    <message>
        <source>Includes the quantities of lines %1.</source>
        <translation>Incluye las cantidades de las líneas %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1, kept as a line of its own.</source>
        <translation>El mismo formato que la línea %1, mantenido como línea propia.</translation>
    </message>
    <message>
        <source>The pack &quot;%1&quot; does not name one pack of %2: choose one.</source>
        <translation>El formato &quot;%1&quot; no corresponde a un único formato de %2: elija uno.</translation>
    </message>
    <message>
        <source>Several articles fit &quot;%1&quot;; best match: %2.</source>
        <translation>Varios artículos coinciden con &quot;%1&quot;; mejor coincidencia: %2.</translation>
    </message>
    <message>
        <source>No article number or text.</source>
        <translation>Sin número de artículo ni texto.</translation>
    </message>
    <message>
        <source>No article found for &quot;%1&quot;.</source>
        <translation>No se ha encontrado ningún artículo para &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Merged into line %1.</source>
        <translation>Fusionada en la línea %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1: merge the lines or keep both.</source>
        <translation>El mismo formato que la línea %1: fusione las líneas o mantenga ambas.</translation>
    </message>
    <message>
        <source>Header line.</source>
        <translation>Línea de encabezado.</translation>
    </message>
    <message>
        <source>Blank line.</source>
        <translation>Línea en blanco.</translation>
    </message>
    <message>
        <source>Comment line.</source>
        <translation>Línea de comentario.</translation>
    </message>
    <message>
        <source>Not checked: the import was cancelled.</source>
        <translation>Sin comprobar: se canceló la importación.</translation>
    </message>
    <message>
        <source>Could not be checked: %1</source>
        <translation>No se ha podido comprobar: %1</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Añadido: %1</translation>
    </message>
    <message>
        <source>Added: %1. %2</source>
        <translation>Añadido: %1. %2</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>No añadido: %1</translation>
    </message>
    <message>
        <source>Perhaps added: check the basket. %1</source>
        <translation>Quizá añadido: compruebe la cesta. %1</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a comma, but the other quantities of this column use a point as the decimal mark: write it with a point and without a thousands separator.</source>
        <translation>La cantidad &quot;%1&quot; tiene una coma, pero las demás cantidades de esta columna usan el punto como separador decimal: escríbala con punto y sin separador de miles.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a point, but the other quantities of this column use a comma as the decimal mark: write it with a comma and without a thousands separator.</source>
        <translation>La cantidad &quot;%1&quot; tiene un punto, pero las demás cantidades de esta columna usan la coma como separador decimal: escríbala con coma y sin separador de miles.</translation>
    </message>
    <message>
        <source>Not imported: columns %1 could each be the quantity, and no header line says which. Add a first line with the column names, with %2 above the quantity column.</source>
        <extracomment>%1: column numbers (&quot;2 and 3&quot;); %2: the header names the reader accepts for the quantity</extracomment>
        <translation>No importado: cualquiera de las columnas %1 podría ser la cantidad y ninguna línea de encabezado indica cuál. Añada una primera línea con los nombres de las columnas, con %2 sobre la columna de la cantidad.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the words a header may use for the quantity column, e.g. &quot;Menge&quot; or &quot;Quantity&quot;</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Not added: %1 packs of %2 are more than the %3 packs one add may have without a question.</source>
        <translation>No añadido: %1 bultos de %2 superan los %3 bultos que se pueden añadir de una vez sin preguntar.</translation>
    </message>
    <message>
        <source>Not added: %1 kg of %2 are more than the %3 kg one add may have without a question.</source>
        <translation>No añadido: %1 kg de %2 superan los %3 kg que se pueden añadir de una vez sin preguntar.</translation>
    </message>
    <message>
        <source>Not added: %1 of %2 cost %3 %4 gross, more than the %5 %4 one add may cost without a question.</source>
        <translation>No añadido: %1 de %2 cuestan %3 %4 brutos, más de los %5 %4 que puede costar una adición sin preguntar.</translation>
    </message>
    <message>
        <source>Check the quantity; to add it anyway, run the import again with --allow-large, or raise the limit in Preferences (Large quantities).</source>
        <translation>Compruebe la cantidad; para añadirla de todos modos, vuelva a ejecutar la importación con --allow-large o aumente el límite en Preferencias (Cantidades elevadas).</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this pack on %1 for line %2, and this line is not known to be in the basket.</source>
        <translation>Una ejecución anterior de este archivo envió este formato el %1 para la línea %2, y no se sabe si esta línea está en la cesta.</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this line on %1, and it is not known whether it arrived (or it was sent with another article or quantity).</source>
        <translation>Una ejecución anterior de este archivo envió esta línea el %1 y no se sabe si llegó (o se envió con otro artículo o cantidad).</translation>
    </message>
    <message>
        <source>Not sent again. %1 Check the basket; to add it anyway, add the file again (--again on the command line).</source>
        <translation>No se ha vuelto a enviar. %1 Compruebe la cesta; para añadirla de todos modos, vuelva a añadir el archivo (--again en la línea de comandos).</translation>
    </message>
    <message>
        <source>Already added by an earlier run of this file on %1: %2. Not sent again.</source>
        <translation>Ya añadido por una ejecución anterior de este archivo el %1: %2. No se ha vuelto a enviar.</translation>
    </message>
</context>
<context>
    <name>webshop::shell::ImportRunner</name>
    <message>
        <source>Cannot read the order file %1: %2</source>
        <translation>No se puede leer el archivo de pedido %1: %2</translation>
    </message>
    <message>
        <source>larger than 64 MB</source>
        <translation>mayor de 64 MB</translation>
    </message>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>No se pudo iniciar la tienda de demostración.</translation>
    </message>
    <message>
        <source>No server is configured: use --demo or --base-url URL.</source>
        <translation>No hay ningún servidor configurado: use --demo o --base-url URL.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Ninguna dirección de entrega de este cliente pertenece al centro %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Este cliente no tiene ninguna dirección de entrega.</translation>
    </message>
    <message>
        <source>This customer has several delivery addresses: choose one with --store STORE_ID.</source>
        <translation>Este cliente tiene varias direcciones de entrega: elija una con --store STORE_ID.</translation>
    </message>
    <message>
        <source>Cannot write the report %1: %2</source>
        <translation>No se puede escribir el informe %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s): %1.</source>
        <translation>
            <numerusform>%n registro: %1.</numerusform>
            <numerusform>%n registros: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) need attention; see %1.</source>
        <translation>
            <numerusform>%n línea requiere atención; consulte %1.</numerusform>
            <numerusform>%n líneas requieren atención; consulte %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No login is remembered for this server: sign in once with &quot;Remember me&quot;, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>No hay ningún inicio de sesión guardado para este servidor: inicie sesión una vez con &quot;Recordarme en este equipo&quot; o defina WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME y WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>Lines above the large-quantity limits were not added (needs_confirmation): check their quantities, then run again with --allow-large to add them.</source>
        <translation>Las líneas que superan los límites de cantidades elevadas no se han añadido (needs_confirmation): compruebe sus cantidades y vuelva a ejecutar con --allow-large para añadirlas.</translation>
    </message>
    <message>
        <source>The app&apos;s data folder cannot be written, so no add can be recorded first; nothing was added.</source>
        <translation>No se puede escribir en la carpeta de datos de la aplicación, así que no se puede registrar antes ningún añadido; no se añadió nada.</translation>
    </message>
    <message>
        <source>On its way to the basket when this report was written. If the run stopped here, run the file again: what arrived is reported already_added, the rest is added or held back.</source>
        <translation>En camino a la cesta cuando se escribió este informe. Si la ejecución se detuvo aquí, vuelva a ejecutar el archivo: lo que llegó se indica como already_added; el resto se añade o se retiene.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were added by an earlier run of this file and were not sent again (already_added); --again adds them anew.</source>
        <translation>
            <numerusform>%n línea se añadió en una ejecución anterior de este archivo y no se ha vuelto a enviar (already_added); --again la añade de nuevo.</numerusform>
            <numerusform>%n líneas se añadieron en una ejecución anterior de este archivo y no se han vuelto a enviar (already_added); --again las añade de nuevo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were sent by an earlier run of this file that did not learn whether they arrived: not sent again (uncertain). Check the basket; --again adds them anyway.</source>
        <translation>
            <numerusform>%n línea se envió en una ejecución anterior de este archivo que no llegó a saber si había llegado: no se ha vuelto a enviar (uncertain). Compruebe la cesta; --again la añade de todos modos.</numerusform>
            <numerusform>%n líneas se enviaron en una ejecución anterior de este archivo que no llegó a saber si habían llegado: no se han vuelto a enviar (uncertain). Compruebe la cesta; --again las añade de todos modos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::AboutDialog</name>
    <message>
        <source>About Webshop Desktop</source>
        <translation>Acerca de Webshop Desktop</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Order from your wholesaler&apos;s webshop: search the catalogue, check prices, fill the basket and re-order from your lists.</source>
        <translation>Haga sus pedidos en la tienda online de su mayorista: busque en el catálogo, consulte precios, llene la cesta y vuelva a pedir desde sus listas.</translation>
    </message>
    <message>
        <source>Version %1
Qt %2 (built with %3)
QtKeychain %4</source>
        <translation>Versión %1
Qt %2 (compilado con %3)
QtKeychain %4</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddHistoryDialog</name>
    <message>
        <source>Reading the basket again…</source>
        <translation>Volviendo a leer la cesta…</translation>
    </message>
    <message>
        <source>These adds cannot be checked now: sign in with this customer and delivery address first.</source>
        <translation>Estos añadidos no se pueden comprobar ahora: inicie sesión primero con este cliente y esta dirección de entrega.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> por %1</translation>
    </message>
    <message>
        <source>Add %1 × %2%3 to the basket again?</source>
        <translation>¿Añadir de nuevo %1 × %2%3 a la cesta?</translation>
    </message>
    <message>
        <source>It is not known whether the add of %1 reached the basket. If it did, the basket will hold it twice, and this app cannot remove lines: you would have to correct it in the webshop. Check Again first when you are not sure.</source>
        <translation>No se sabe si el añadido (%1) llegó a la cesta. Si llegó, la cesta lo contendrá dos veces y esta aplicación no puede eliminar líneas: tendría que corregirlo en la tienda online. Si no está seguro, use primero «Comprobar de nuevo».</translation>
    </message>
    <message>
        <source>Add Again Anyway</source>
        <translation>Añadir de nuevo igualmente</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Añadir de nuevo</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>No se ha vuelto a añadir.</translation>
    </message>
    <message>
        <source>Adding it again… Its outcome appears at the top of the list.</source>
        <translation>Añadiendo de nuevo… Su resultado aparecerá al principio de la lista.</translation>
    </message>
    <message>
        <source>It could not be added again: sign in with this customer and delivery address, and wait until it is settled.</source>
        <translation>No se pudo añadir de nuevo: inicie sesión con este cliente y esta dirección de entrega, y espere a que se conozca su resultado.</translation>
    </message>
    <message>
        <source>Added to Basket</source>
        <translation>Añadidos a la cesta</translation>
    </message>
    <message>
        <source>Added to basket</source>
        <translation>Añadidos a la cesta</translation>
    </message>
    <message>
        <source>Everything this app added to the basket of this customer and store: when, at which price, from where and with which outcome.</source>
        <translation>Todo lo que esta aplicación añadió a la cesta de este cliente y centro: cuándo, a qué precio, desde dónde y con qué resultado.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Desde:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Hasta:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Todos los resultados</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>En la cesta</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>No añadido</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>En camino</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Resultado:</translation>
    </message>
    <message>
        <source>Article, pack, number or file line</source>
        <translation>Artículo, formato, referencia o línea del archivo</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <source>C&amp;heck Again</source>
        <translation>Co&amp;mprobar de nuevo</translation>
    </message>
    <message>
        <source>Reads the basket again and settles the selected adds whose outcome is not known</source>
        <translation>Vuelve a leer la cesta y resuelve los añadidos seleccionados cuyo resultado se desconoce</translation>
    </message>
    <message>
        <source>&amp;Add Again Anyway…</source>
        <translation>&amp;Añadir de nuevo igualmente…</translation>
    </message>
    <message>
        <source>Adds the selected add once more: it may then be in the basket twice</source>
        <translation>Repite el añadido seleccionado: puede que luego esté dos veces en la cesta</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <source>No adds in these days.</source>
        <translation>No hay añadidos en estas fechas.</translation>
    </message>
    <message>
        <source>Sign in to see what this app added.</source>
        <translation>Inicie sesión para ver lo que ha añadido esta aplicación.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s)</source>
        <translation>
            <numerusform>%n añadido</numerusform>
            <numerusform>%n añadidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n not known</source>
        <translation>
            <numerusform>%1 · %n desconocido</numerusform>
            <numerusform>%1 · %n desconocidos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>C&amp;hecking…</source>
        <translation>Co&amp;mprobando…</translation>
    </message>
    <message>
        <source>Added to basket %1.csv</source>
        <translation>Añadidos a la cesta %1.csv</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) exported to %1.</source>
        <translation>
            <numerusform>%n añadido exportado a %1.</numerusform>
            <numerusform>%n añadidos exportados a %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be saved: %1</source>
        <translation>No se pudo guardar el archivo: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddressChooser</name>
    <message>
        <source>Choose a delivery address</source>
        <translation>Elija una dirección de entrega</translation>
    </message>
    <message>
        <source>The address decides your store, its prices and what can be delivered. You can switch it later from the toolbar.</source>
        <translation>La dirección determina su centro, sus precios y lo que se puede entregar. Puede cambiarla más tarde desde la barra de herramientas.</translation>
    </message>
    <message>
        <source>Delivery addresses</source>
        <translation>Direcciones de entrega</translation>
    </message>
    <message>
        <source>Sign in as someone else</source>
        <translation>Iniciar sesión con otro usuario</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDelegate</name>
    <message>
        <source>%1 / kg</source>
        <translation>%1 / kg</translation>
    </message>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>Precio desconocido</translation>
    </message>
    <message>
        <source>Ask your sales contact</source>
        <translation>Consulte a su comercial</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pack size(s)</source>
        <translation>
            <numerusform>%Ln formato</numerusform>
            <numerusform>%Ln formatos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln pack size(s)</source>
        <translation>
            <numerusform>%1 · %Ln formato</numerusform>
            <numerusform>%1 · %Ln formatos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDetailsPane</name>
    <message>
        <source>Article details</source>
        <translation>Detalles del artículo</translation>
    </message>
    <message>
        <source>No article selected</source>
        <translation>Ningún artículo seleccionado</translation>
    </message>
    <message>
        <source>Pick an article in the results to see its pack sizes and prices.</source>
        <translation>Elija un artículo en los resultados para ver sus formatos y precios.</translation>
    </message>
    <message>
        <source>Updating prices…</source>
        <translation>Actualizando precios…</translation>
    </message>
    <message>
        <source>Pack sizes</source>
        <translation>Formatos</translation>
    </message>
    <message>
        <source>Article no. %1</source>
        <translation>Ref. %1</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Sin imagen</translation>
    </message>
    <message>
        <source>Picture of %1</source>
        <translation>Imagen de %1</translation>
    </message>
    <message>
        <source>Current prices could not be loaded: %1</source>
        <translation>No se pudieron cargar los precios actuales: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), where it applies, is not part of these prices. The shop states it in the basket only: a pack in your basket shows its deposit here.</source>
        <translation>El depósito de envases (botellas, cajas), cuando corresponde, no está incluido en estos precios. La tienda solo lo indica en la cesta: un formato de su cesta muestra aquí su depósito.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Cerrar mensaje</translation>
    </message>
</context>
<context>
    <name>webshop::ui::BasketPage</name>
    <message>
        <source>Basket</source>
        <translation>Cesta</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Read the basket from the shop again</source>
        <translation>Volver a cargar la cesta desde la tienda</translation>
    </message>
    <message>
        <source>This app adds articles to your basket. To change quantities, remove lines or check out, continue in the webshop: the basket is the same there.</source>
        <translation>Esta aplicación añade artículos a su cesta. Para cambiar cantidades, eliminar líneas o tramitar el pedido, continúe en la tienda online: allí encontrará la misma cesta.</translation>
    </message>
    <message>
        <source>Continue to checkout in the webshop</source>
        <translation>Tramitar pedido en la tienda online</translation>
    </message>
    <message>
        <source>Basket lines</source>
        <translation>Líneas de la cesta</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>The basket could not be read: %1</source>
        <translation>No se pudo leer la cesta: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Loading your basket…</source>
        <translation>Cargando su cesta…</translation>
    </message>
    <message>
        <source>The basket has not been loaded</source>
        <translation>La cesta no se ha cargado</translation>
    </message>
    <message>
        <source>Sign in and choose a delivery address to see your basket.</source>
        <translation>Inicie sesión y elija una dirección de entrega para ver su cesta.</translation>
    </message>
    <message>
        <source>Load basket</source>
        <translation>Cargar cesta</translation>
    </message>
    <message>
        <source>Your basket is empty</source>
        <translation>Su cesta está vacía</translation>
    </message>
    <message>
        <source>Add articles from the search or from your lists.</source>
        <translation>Añada artículos desde la búsqueda o desde sus listas.</translation>
    </message>
    <message>
        <source>Find articles</source>
        <translation>Buscar artículos</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Total bruto</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>actualizando…</translation>
    </message>
    <message>
        <source>synced just now</source>
        <translation>sincronizada ahora mismo</translation>
    </message>
    <message>
        <source>synced at %1</source>
        <translation>sincronizada a las %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln línea</numerusform>
            <numerusform>%Ln líneas</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Stores…</source>
        <translation>Comparar centros…</translation>
    </message>
    <message>
        <source>The prices of these lines at every store of your delivery addresses</source>
        <translation>Los precios de estas líneas en cada centro de sus direcciones de entrega</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Mercancía neta</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Depósito neto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Bruto incl. depósito</translation>
    </message>
    <message>
        <source>Total net incl. deposit</source>
        <translation>Total neto incl. depósito</translation>
    </message>
    <message>
        <source>The webshop could not be opened in your browser. Its address is %1.</source>
        <translation>No se pudo abrir la tienda online en su navegador. Su dirección es %1.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::BatchAddSummary</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An article and its pack: &quot;Mineral water (case of 12 × 0.7 l)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Add to Basket</source>
        <translation>Añadir a la cesta</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Far more than a usual add (the limits are in Preferences):</source>
        <translation>Mucho más de lo que se suele añadir de una vez (los límites están en Preferencias):</translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards.</source>
        <translation>La aplicación no puede eliminar líneas ni reducir cantidades después.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n line(s) to the basket?</source>
        <translation>
            <numerusform>¿Añadir %n línea a la cesta?</numerusform>
            <numerusform>¿Añadir %n líneas a la cesta?</numerusform>
        </translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Bultos</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln line(s)</source>
        <translation>
            <numerusform>%1 en %Ln línea</numerusform>
            <numerusform>%1 en %Ln líneas</numerusform>
        </translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Total bruto</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price are not in it.</source>
        <translation>
            <numerusform>No incluye %Ln línea sin precio conocido.</numerusform>
            <numerusform>No incluye %Ln líneas sin precio conocido.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the basket → %3 after this add</source>
        <translation>%1: %2 en la cesta → %3 después de este añadido</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln line(s) of this add)</source>
        <translation>
            <numerusform>%1 (%Ln línea de este añadido)</numerusform>
            <numerusform>%1 (%Ln líneas de este añadido)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already in the basket (%Ln pack(s)):</source>
        <translation>
            <numerusform>Ya en la cesta (%Ln formato):</numerusform>
            <numerusform>Ya en la cesta (%Ln formatos):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n Line(s)</source>
        <translation>
            <numerusform>&amp;Añadir %n línea</numerusform>
            <numerusform>&amp;Añadir %n líneas</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;Without the Large Lines</source>
        <translation>Añadir &amp;sin las líneas grandes</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1, incl. %2 de depósito</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the note under it says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message numerus="yes">
        <source>≈: without the deposit of %Ln line(s): the shop states a pack&apos;s deposit in the basket only, and these packs are not in it yet.</source>
        <translation>
            <numerusform>≈: sin el depósito de %Ln línea: la tienda indica el depósito de un formato solo en la cesta, y este formato aún no está en ella.</numerusform>
            <numerusform>≈: sin el depósito de %Ln líneas: la tienda indica el depósito de un formato solo en la cesta, y estos formatos aún no están en ella.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::BundleRow</name>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Sold by weight: enter the quantity in kilograms</source>
        <translation>Se vende al peso: introduzca la cantidad en kilogramos</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>Precio desconocido</translation>
    </message>
    <message>
        <source>The shop gave no price for this pack size. The basket will show the price once added.</source>
        <translation>La tienda no indicó precio para este formato. La cesta mostrará el precio una vez añadido.</translation>
    </message>
    <message>
        <source>&amp;Qty</source>
        <translation>&amp;Cant.</translation>
    </message>
    <message>
        <source>Add to basket</source>
        <translation>Añadir a la cesta</translation>
    </message>
    <message>
        <source>Pack %1</source>
        <translation>Formato %1</translation>
    </message>
    <message>
        <source>Pack size: %1</source>
        <translation>Contenido: %1</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <translation>%1 / kg</translation>
    </message>
    <message>
        <source>Add %1 to basket</source>
        <translation>Añadir %1 a la cesta</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>Cantidad de %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>What an add will send: quantity · price, e.g. &quot;1,5 kg · 17,00 €&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1, incl. %2 de depósito</translation>
    </message>
    <message>
        <source>+ %1 deposit per pack (net), as in your basket</source>
        <extracomment>Under a pack&apos;s prices: its deposit as the basket states it, e.g. &quot;+ 3,30 € deposit per pack (net), as in your basket&quot;</extracomment>
        <translation>+ %1 de depósito por formato (neto), como en su cesta</translation>
    </message>
    <message>
        <source>The prices above are without deposit. The shop states a pack&apos;s deposit in the basket only: this is the one your basket shows for this pack.</source>
        <translation>Los precios de arriba no incluyen depósito. La tienda indica el depósito de un formato solo en la cesta: es el que su cesta muestra para este formato.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CataloguePage</name>
    <message>
        <source>Loading results</source>
        <translation>Cargando resultados</translation>
    </message>
    <message>
        <source>Show as cards</source>
        <translation>Ver como tarjetas</translation>
    </message>
    <message>
        <source>Show as list</source>
        <translation>Ver como lista</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Resultados de la búsqueda</translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation>Cargando más…</translation>
    </message>
    <message>
        <source>Search the catalogue</source>
        <translation>Buscar en el catálogo</translation>
    </message>
    <message>
        <source>Type in the search field above: results appear as you type.</source>
        <translation>Escriba en el campo de búsqueda de arriba: los resultados aparecen mientras escribe.</translation>
    </message>
    <message>
        <source>Searching for “%1”…</source>
        <translation>Buscando «%1»…</translation>
    </message>
    <message>
        <source>No results for “%1”</source>
        <translation>No hay resultados para «%1»</translation>
    </message>
    <message>
        <source>Search for “%1”</source>
        <translation>Búsqueda de «%1»</translation>
    </message>
    <message>
        <source>Showing %1 of %2 · scroll for more</source>
        <translation>Mostrando %1 de %2 · desplácese para ver más</translation>
    </message>
    <message>
        <source>No articles match “%1”</source>
        <translation>Ningún artículo coincide con «%1»</translation>
    </message>
    <message>
        <source>Check the spelling, try a shorter word or the article number.</source>
        <translation>Revise la ortografía, pruebe con una palabra más corta o con la referencia del artículo.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Borrar búsqueda</translation>
    </message>
    <message>
        <source>The search did not work</source>
        <translation>La búsqueda ha fallado</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>What do you need today?</source>
        <translation>¿Qué necesita hoy?</translation>
    </message>
    <message>
        <source>Search by name, brand or article number, e.g. “espresso” or “tomatoes”. Press Ctrl+F to jump to the search field.</source>
        <translation>Busque por nombre, marca o referencia, p. ej. «espresso» o «tomates». Pulse Ctrl+F para ir al campo de búsqueda.</translation>
    </message>
    <message>
        <source>More results could not be loaded: %1</source>
        <translation>No se pudieron cargar más resultados: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) for “%1”</source>
        <translation>
            <numerusform>%Ln resultado para «%1»</numerusform>
            <numerusform>%Ln resultados para «%1»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln shown</source>
        <comment>all search results are on screen</comment>
        <translation>
            <numerusform>Se muestra completo</numerusform>
            <numerusform>Se muestran los %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ConnectionStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Sin iniciar sesión</translation>
    </message>
    <message>
        <source>demo shop</source>
        <translation>tienda demo</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>Iniciando sesión en %1…</translation>
    </message>
    <message>
        <source>Connected · %1</source>
        <translation>Conectado · %1</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · syncing basket…</source>
        <translation> · sincronizando la cesta…</translation>
    </message>
    <message>
        <source> · basket synced just now</source>
        <translation> · cesta sincronizada ahora mismo</translation>
    </message>
    <message numerus="yes">
        <source> · basket synced %Ln min ago</source>
        <translation>
            <numerusform> · cesta sincronizada hace %Ln min</numerusform>
            <numerusform> · cesta sincronizada hace %Ln min</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: the server cannot be reached. Showing saved data; signing in again by itself.</source>
        <translation>Sin conexión: no se puede acceder al servidor. Se muestran datos guardados; el inicio de sesión se reintentará solo.</translation>
    </message>
    <message>
        <source>Offline: %1 cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Sin conexión: no se puede acceder a %1. Se reintentará solo (F5: ahora).</translation>
    </message>
    <message>
        <source>Signing in to the demo shop…</source>
        <translation>Iniciando sesión en la tienda demo…</translation>
    </message>
    <message>
        <source>Offline: the demo shop cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Sin conexión: no se puede acceder a la tienda demo. Se reintentará solo (F5: ahora).</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CredentialsPage</name>
    <message>
        <source>Show password</source>
        <translation>Mostrar contraseña</translation>
    </message>
    <message>
        <source>Hide password</source>
        <translation>Ocultar contraseña</translation>
    </message>
    <message>
        <source>Sign in to your webshop</source>
        <translation>Inicie sesión en su tienda online</translation>
    </message>
    <message>
        <source>Use the API access your company received from the wholesaler, and your own webshop login.</source>
        <translation>Use el acceso API que su empresa recibió del mayorista y sus propias credenciales de la tienda online.</translation>
    </message>
    <message>
        <source>Demo shop (built in)</source>
        <translation>Tienda demo (integrada)</translation>
    </message>
    <message>
        <source>Company server</source>
        <translation>Servidor de la empresa</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <source>Add&amp;ress:</source>
        <translation>Di&amp;rección:</translation>
    </message>
    <message>
        <source>API user</source>
        <translation>Usuario API</translation>
    </message>
    <message>
        <source>&amp;API user:</source>
        <translation>Usuario &amp;API:</translation>
    </message>
    <message>
        <source>API password</source>
        <translation>Contraseña API</translation>
    </message>
    <message>
        <source>API &amp;password:</source>
        <translation>&amp;Contraseña API:</translation>
    </message>
    <message>
        <source>name@company.com</source>
        <translation>nombre@empresa.es</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Nombre de usuario</translation>
    </message>
    <message>
        <source>&amp;Username:</source>
        <translation>&amp;Nombre de usuario:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Con&amp;traseña:</translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer</source>
        <translation>Recordarme en este e&amp;quipo</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in a file.</source>
        <translation>Las contraseñas se guardan en el llavero del sistema, nunca en un archivo.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>dirección del servidor</translation>
    </message>
    <message>
        <source>username</source>
        <translation>nombre de usuario</translation>
    </message>
    <message>
        <source>password</source>
        <translation>contraseña</translation>
    </message>
    <message>
        <source>Please fill in: %1.</source>
        <translation>Rellene: %1.</translation>
    </message>
    <message>
        <source>“%1” is not a web address. Enter it like https://shop.example.com.</source>
        <translation>«%1» no es una dirección web. Introdúzcala como https://shop.example.com.</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password. Enter only the address, like https://shop.example.com, and the API user and password in their own fields.</source>
        <translation>La dirección del servidor no debe contener un nombre de usuario ni una contraseña. Introduzca solo la dirección, p. ej. https://shop.example.com, y el usuario y la contraseña API en sus propios campos.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Iniciando sesión…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideDelegate</name>
    <message>
        <source>On hand</source>
        <translation>Existencias</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFiles</name>
    <message>
        <source>The guide could not be saved to %1: %2</source>
        <translation>No se pudo guardar la guía en %1: %2</translation>
    </message>
    <message>
        <source>The guide was saved to %1.</source>
        <translation>La guía se guardó en %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>No se pudo leer el archivo %1.</translation>
    </message>
    <message>
        <source>Pack %1 is not on this list: left out.</source>
        <translation>El formato %1 no está en esta lista: omitido.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file.</source>
        <translation>
            <numerusform>%Ln línea tomada del archivo.</numerusform>
            <numerusform>%Ln líneas tomadas del archivo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file; not taken: %1</source>
        <translation>
            <numerusform>%Ln línea tomada del archivo; no tomadas: %1</numerusform>
            <numerusform>%Ln líneas tomadas del archivo; no tomadas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>order-guide</source>
        <translation>guia-de-pedido</translation>
    </message>
    <message>
        <source>Export Guide</source>
        <translation>Exportar guía</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import Guide</source>
        <translation>Importar guía</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>Archivos CSV (*.csv *.txt)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFooter</name>
    <message>
        <source>Clear Counts</source>
        <translation>Borrar recuento</translation>
    </message>
    <message numerus="yes">
        <source>Order %Ln line(s)</source>
        <translation>
            <numerusform>Pedir %Ln línea</numerusform>
            <numerusform>Pedir %Ln líneas</numerusform>
        </translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Pedir</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln line(s) counted</source>
        <extracomment>The guide&apos;s footer: &quot;12 of 30 lines counted&quot;</extracomment>
        <translation>
            <numerusform>%1 de %Ln línea contadas</numerusform>
            <numerusform>%1 de %Ln líneas contadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 net incl. deposit</source>
        <translation>%1 neto incl. depósito</translation>
    </message>
    <message>
        <source>%1 gross incl. deposit</source>
        <translation>%1 bruto incl. depósito</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price</source>
        <translation>
            <numerusform>%Ln línea sin precio</numerusform>
            <numerusform>%Ln líneas sin precio</numerusform>
        </translation>
    </message>
    <message>
        <source>minimum order %1 reached</source>
        <translation>pedido mínimo de %1 alcanzado</translation>
    </message>
    <message>
        <source>%1 short of the minimum order %2</source>
        <translation>faltan %1 para el pedido mínimo de %2</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideHeader</name>
    <message>
        <source>Order guide</source>
        <translation>Guía de pedido</translation>
    </message>
    <message>
        <source>Take Suggested Par</source>
        <translation>Adoptar objetivo sugerido</translation>
    </message>
    <message>
        <source>The current line&apos;s par becomes the suggested one (Ctrl+Shift+P)</source>
        <translation>El objetivo de la línea actual pasa a ser el sugerido (Ctrl+Mayús+P)</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Compartir</translation>
    </message>
    <message>
        <source>Export Guide…</source>
        <translation>Exportar guía…</translation>
    </message>
    <message>
        <source>Save the guide as CSV (pack number, par, position, note) to share it</source>
        <translation>Guardar la guía como CSV (n.º de formato, objetivo, ubicación, nota) para compartirla</translation>
    </message>
    <message>
        <source>Import Guide…</source>
        <translation>Importar guía…</translation>
    </message>
    <message>
        <source>Read pars, positions and notes from a guide&apos;s CSV file</source>
        <translation>Leer objetivos, ubicaciones y notas del archivo CSV de una guía</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideOrderQuestion</name>
    <message>
        <source>Nothing to order: count the lines first (a blank count orders nothing).</source>
        <translation>Nada que pedir: cuente primero las líneas (un recuento vacío no pide nada).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Nothing was ordered.</source>
        <translation>No se ha pedido nada.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuidePage</name>
    <message>
        <source>Order guide</source>
        <translation>Guía de pedido</translation>
    </message>
    <message>
        <source>The guide could not be saved on this computer: %1</source>
        <translation>No se pudo guardar la guía en este ordenador: %1</translation>
    </message>
    <message>
        <source>This line has no suggested par: it needs adds on two days or more.</source>
        <translation>Esta línea no tiene objetivo sugerido: necesita pedidos en dos días o más.</translation>
    </message>
    <message>
        <source>Loading the guide…</source>
        <translation>Cargando la guía…</translation>
    </message>
    <message>
        <source>This guide&apos;s list could not be loaded</source>
        <translation>No se pudo cargar la lista de esta guía</translation>
    </message>
    <message>
        <source>No order guide yet</source>
        <translation>Aún no hay guía de pedido</translation>
    </message>
    <message>
        <source>Open a list on the Lists page and choose Use as Order Guide.</source>
        <translation>Abra una lista en Listas y elija Usar como guía de pedido.</translation>
    </message>
    <message>
        <source>Go to Lists</source>
        <translation>Ir a Listas</translation>
    </message>
    <message>
        <source>Count top to bottom: type what is on hand, Enter for the next line.</source>
        <translation>Cuente de arriba abajo: escriba las existencias, Intro para la línea siguiente.</translation>
    </message>
    <message>
        <source>Order by %1 for the delivery on %2: this guide has not been ordered today.</source>
        <translation>Pida antes de las %1 para la entrega del %2: esta guía aún no se ha pedido hoy.</translation>
    </message>
    <message numerus="yes">
        <source>Ordering %Ln line(s)…</source>
        <translation>
            <numerusform>Pidiendo %Ln línea…</numerusform>
            <numerusform>Pidiendo %Ln líneas…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln línea añadida a la cesta.</numerusform>
            <numerusform>%Ln líneas añadidas a la cesta.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see View → Added to Basket for each line&apos;s outcome.</source>
        <translation>%1 añadidas, %2 no: vea Ver → Añadidos a la cesta para el resultado de cada línea.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideReminders</name>
    <message>
        <source>Order guide %1: order by %2 for the delivery on %3; it has not been ordered today.</source>
        <translation>Guía de pedido %1: pida antes de las %2 para la entrega del %3; aún no se ha pedido hoy.</translation>
    </message>
    <message>
        <source>Open Guide</source>
        <translation>Abrir guía</translation>
    </message>
    <message>
        <source>Order guide</source>
        <translation>Guía de pedido</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideScheduleEditor</name>
    <message>
        <source>Delivery days:</source>
        <translation>Días de entrega:</translation>
    </message>
    <message>
        <source>Delivery on %1</source>
        <translation>Entrega el %1</translation>
    </message>
    <message>
        <source>Order cut-off:</source>
        <translation>Hora límite:</translation>
    </message>
    <message>
        <source>The time on the day before each delivery by which the order must be in</source>
        <translation>La hora del día anterior a cada entrega antes de la cual debe hacerse el pedido</translation>
    </message>
    <message>
        <source>Order cut-off</source>
        <translation>Hora límite de pedido</translation>
    </message>
    <message>
        <source>Minimum order (gross):</source>
        <translation>Pedido mínimo (bruto):</translation>
    </message>
    <message>
        <source>Minimum order value, gross</source>
        <translation>Importe mínimo de pedido, bruto</translation>
    </message>
    <message>
        <source>The minimum order &quot;%1&quot; is not an amount, e.g. %2.</source>
        <translation>El pedido mínimo «%1» no es un importe, p. ej. %2.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideTable</name>
    <message>
        <source>Order guide lines</source>
        <translation>Líneas de la guía de pedido</translation>
    </message>
</context>
<context>
    <name>webshop::ui::HistoryActions</name>
    <message>
        <source>Show Added to Basket</source>
        <translation>Ver añadidos a la cesta</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportDialog</name>
    <message>
        <source>Import Order</source>
        <translation>Importar pedido</translation>
    </message>
    <message>
        <source>Save &amp;Report…</source>
        <translation>Guardar &amp;informe…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Checking was stopped. The lines checked so far are kept; the others are marked &quot;Not checked&quot; and are not added.</source>
        <translation>Se detuvo la comprobación. Las líneas ya comprobadas se conservan; las demás quedan marcadas como «Sin comprobar» y no se añaden.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln línea añadida a la cesta.</numerusform>
            <numerusform>%Ln líneas añadidas a la cesta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not added: each says why. Save the report to keep the list.</source>
        <translation>
            <numerusform>%Ln línea no añadida: la línea indica el motivo. Guarde el informe para conservar la lista.</numerusform>
            <numerusform>%Ln líneas no añadidas: cada una indica el motivo. Guarde el informe para conservar la lista.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line of the file is in the basket.</source>
        <translation>Todas las líneas del archivo están en la cesta.</translation>
    </message>
    <message>
        <source>Order imported: %1</source>
        <translation>Pedido importado: %1</translation>
    </message>
    <message>
        <source>Import Order: %1</source>
        <translation>Importar pedido: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) in the file</source>
        <translation>
            <numerusform>%Ln línea en el archivo</numerusform>
            <numerusform>%Ln líneas en el archivo</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 shown</source>
        <translation>%L1 mostradas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln listed with this filter</source>
        <translation>
            <numerusform>%Ln listada con este filtro</numerusform>
            <numerusform>%Ln listadas con este filtro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %Ln Line(s) to Basket</source>
        <translation>
            <numerusform>&amp;Añadir %Ln línea a la cesta</numerusform>
            <numerusform>&amp;Añadir %Ln líneas a la cesta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.</source>
        <translation>
            <numerusform>%Ln línea requiere su atención y no se añade hasta que se corrija. La barra espaciadora muestra las opciones de una línea.</numerusform>
            <numerusform>%Ln líneas requieren su atención y no se añaden hasta que se corrijan. La barra espaciadora muestra las opciones de una línea.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is added before you press Add.</source>
        <translation>No se añade nada antes de pulsar Añadir.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <source>%1 report.csv</source>
        <translation>%1 informe.csv</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importación</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Guardar informe</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Add Those Lines A&amp;gain…</source>
        <translation>Añadir de nue&amp;vo esas líneas…</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>No se añadió nada.</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>hoy a las %1</translation>
    </message>
    <message>
        <source>This file was added to this basket %1.</source>
        <translation>Este archivo ya se añadió a esta cesta (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Adding it again puts %Ln line(s) that are in the basket there a second time.</source>
        <translation>
            <numerusform>Si lo añade de nuevo, %Ln línea que ya está en la cesta se añadirá por segunda vez.</numerusform>
            <numerusform>Si lo añade de nuevo, %Ln líneas que ya están en la cesta se añadirán por segunda vez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) may have arrived then: they may be there twice.</source>
        <translation>
            <numerusform>%Ln línea pudo llegar entonces: podría quedar dos veces en la cesta.</numerusform>
            <numerusform>%Ln líneas pudieron llegar entonces: podrían quedar dos veces en la cesta.</numerusform>
        </translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards. Add the lines again?</source>
        <translation>La aplicación no puede eliminar líneas ni reducir cantidades después. ¿Añadir de nuevo las líneas?</translation>
    </message>
    <message>
        <source>Add Those Lines Again</source>
        <translation>Añadir de nuevo esas líneas</translation>
    </message>
    <message>
        <source>&amp;Add Again…</source>
        <translation>&amp;Añadir de nuevo…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were in the basket from an earlier run of this file and were not sent again.</source>
        <translation>
            <numerusform>%Ln línea ya estaba en la cesta por una ejecución anterior de este archivo y no se ha vuelto a enviar.</numerusform>
            <numerusform>%Ln líneas ya estaban en la cesta por una ejecución anterior de este archivo y no se han vuelto a enviar.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file was added to this basket %1:</source>
        <translation>Este archivo ya se añadió a esta cesta (%1):</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) are already in the basket and will be skipped.</source>
        <translation>
            <numerusform>%Ln línea ya está en la cesta y se omitirá.</numerusform>
            <numerusform>%Ln líneas ya están en la cesta y se omitirán.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were sent then without a sure answer: they are held back until you have checked the basket.</source>
        <translation>
            <numerusform>%Ln línea se envió entonces sin respuesta segura: queda retenida hasta que compruebe la cesta.</numerusform>
            <numerusform>%Ln líneas se enviaron entonces sin respuesta segura: quedan retenidas hasta que compruebe la cesta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were not added then and will be added now.</source>
        <translation>
            <numerusform>%Ln línea no se añadió entonces y se añadirá ahora.</numerusform>
            <numerusform>%Ln líneas no se añadieron entonces y se añadirán ahora.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;Add Those Lines Again…&quot; adds the whole file anew.</source>
        <translation>«Añadir de nuevo esas líneas…» vuelve a añadir todo el archivo.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportLauncher</name>
    <message>
        <source>Sign in first: the lines of an order file are checked with your shop.</source>
        <translation>Inicie sesión primero: las líneas de un archivo de pedido se comprueban con su tienda.</translation>
    </message>
    <message>
        <source>An order file is being added to the basket. Open the next one when it has finished.</source>
        <translation>Se está añadiendo un archivo de pedido a la cesta. Abra el siguiente cuando haya terminado.</translation>
    </message>
    <message>
        <source>Import Order File</source>
        <translation>Importar archivo de pedido</translation>
    </message>
    <message>
        <source>Order files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>Archivos de pedido (*.csv *.tsv *.txt);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportProgress</name>
    <message>
        <source>&amp;Stop Checking</source>
        <translation>&amp;Detener la comprobación</translation>
    </message>
    <message>
        <source>Checking the lines with the shop…</source>
        <translation>Comprobando las líneas con la tienda…</translation>
    </message>
    <message>
        <source>Checked %L1 of %L2 lines</source>
        <translation>%L1 de %L2 líneas comprobadas</translation>
    </message>
    <message>
        <source>%L1 lines per second</source>
        <translation>%L1 líneas por segundo</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>queda aproximadamente %n segundo</numerusform>
            <numerusform>quedan aproximadamente %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding line %L1 of %L2 to the basket…</source>
        <translation>Añadiendo la línea %L1 de %L2 a la cesta…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportRowMenu</name>
    <message>
        <source>Choose the article for line %1</source>
        <translation>Elegir el artículo de la línea %1</translation>
    </message>
    <message>
        <source>Another article for line %1</source>
        <translation>Otro artículo para la línea %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Line %1 orders the same pack as line %2</source>
        <translation>La línea %1 pide el mismo formato que la línea %2</translation>
    </message>
    <message>
        <source>&amp;Merge into line %1 (quantities added up)</source>
        <translation>&amp;Fusionar en la línea %1 (cantidades sumadas)</translation>
    </message>
    <message>
        <source>&amp;Keep as a line of its own</source>
        <translation>&amp;Mantener como línea propia</translation>
    </message>
    <message>
        <source>Merge &amp;All Duplicates</source>
        <translation>Fusionar &amp;todos los duplicados</translation>
    </message>
    <message>
        <source>Keep All &amp;Duplicates</source>
        <translation>Mantener todos los &amp;duplicados</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportSummaryBar</name>
    <message>
        <source>%L1 ready</source>
        <translation>%L1 listas</translation>
    </message>
    <message>
        <source>%L1 to choose</source>
        <translation>%L1 por elegir</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln duplicada</numerusform>
            <numerusform>%Ln duplicadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 not found</source>
        <translation>%L1 no encontradas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid quantity(ies)</source>
        <translation>
            <numerusform>%Ln cantidad no válida</numerusform>
            <numerusform>%Ln cantidades no válidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 skipped</source>
        <translation>%L1 omitidas</translation>
    </message>
    <message>
        <source>%L1 added</source>
        <translation>%L1 añadidas</translation>
    </message>
    <message>
        <source>%L1 not added</source>
        <translation>%L1 no añadidas</translation>
    </message>
    <message>
        <source>All %L1</source>
        <translation>Todas %L1</translation>
    </message>
    <message>
        <source>Only problems: %L1</source>
        <translation>Solo problemas: %L1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportTotal</name>
    <message>
        <source>≈: without the deposit of packs that are not in your basket yet: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>≈: sin el depósito de los formatos que aún no están en su cesta: la tienda indica el depósito solo en la cesta.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ItemNameDelegate</name>
    <message>
        <source>Article no. %1</source>
        <translation>Ref. %1</translation>
    </message>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Comprobando la cesta…</translation>
    </message>
    <message>
        <source>Add not confirmed: check this quantity</source>
        <translation>Añadido sin confirmar: revise esta cantidad</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LargeAddGuard</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A weight and an article: &quot;15 kg Gouda&quot;; packs and an article: &quot;30 × Coffee (case of 6)&quot;</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Add %1 for %2?</source>
        <translation>¿Añadir %1 por %2?</translation>
    </message>
    <message>
        <source>Add %1?</source>
        <translation>¿Añadir %1?</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <source>Add these quantities?</source>
        <translation>¿Añadir estas cantidades?</translation>
    </message>
    <message>
        <source>Large quantity</source>
        <translation>Cantidad elevada</translation>
    </message>
    <message>
        <source>That is far more than a usual add. This app cannot lower a basket line afterwards. The limits are in Preferences.</source>
        <translation>Es mucho más de lo que se suele añadir de una vez. Esta aplicación no puede reducir después una línea de la cesta. Los límites están en Preferencias.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListAddLines</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListItemsTable</name>
    <message>
        <source>List items</source>
        <translation>Líneas de la lista</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsHeader</name>
    <message>
        <source>Compare Stores…</source>
        <translation>Comparar centros…</translation>
    </message>
    <message>
        <source>The prices of this list at every store of your delivery addresses</source>
        <translation>Los precios de esta lista en cada centro de sus direcciones de entrega</translation>
    </message>
    <message>
        <source>Use as Order Guide</source>
        <translation>Usar como guía de pedido</translation>
    </message>
    <message>
        <source>Count the store room against par levels and order what is missing (Ctrl+5)</source>
        <translation>Contar el almacén frente a los objetivos y pedir lo que falta (Ctrl+5)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsPage</name>
    <message>
        <source>Lists</source>
        <translation>Listas</translation>
    </message>
    <message>
        <source>Add &amp;selected</source>
        <translation>Añadir &amp;selección</translation>
    </message>
    <message>
        <source>Add the selected lines with their quantities to the basket</source>
        <translation>Añadir a la cesta las líneas seleccionadas con sus cantidades</translation>
    </message>
    <message>
        <source>Add &amp;all to basket</source>
        <translation>Añadir &amp;todo a la cesta</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>No se pudo cargar la lista: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Cargando la lista…</translation>
    </message>
    <message>
        <source>This list could not be loaded</source>
        <translation>No se pudo cargar esta lista</translation>
    </message>
    <message>
        <source>Your lists could not be loaded</source>
        <translation>No se pudieron cargar sus listas</translation>
    </message>
    <message>
        <source>This list is empty</source>
        <translation>Esta lista está vacía</translation>
    </message>
    <message>
        <source>Add articles to it in the webshop; they show up here.</source>
        <translation>Añada artículos en la tienda online; aparecerán aquí.</translation>
    </message>
    <message>
        <source>Choose a list</source>
        <translation>Elija una lista</translation>
    </message>
    <message>
        <source>Your personal lists are on the left. Pick one to order from it.</source>
        <translation>Sus listas personales están a la izquierda. Elija una para pedir desde ella.</translation>
    </message>
    <message>
        <source>Nothing to add: every chosen line has quantity 0.</source>
        <translation>Nada que añadir: todas las líneas elegidas tienen cantidad 0.</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>En espera…</translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in red.</source>
        <translation>Añadidas: %1; no añadidas: %2 (marcadas en rojo).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln artículo</numerusform>
            <numerusform>%Ln artículos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Añadiendo %Ln línea…</numerusform>
            <numerusform>Añadiendo %Ln líneas…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln línea añadida a la cesta.</numerusform>
            <numerusform>%Ln líneas añadidas a la cesta.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose the pack and quantity per line (0 skips it), then add.</source>
        <translation>Elija el formato y la cantidad por línea (0 = omitir) y añádalas.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>No se añadió nada.</translation>
    </message>
    <message>
        <source>The list “%1”</source>
        <translation>La lista «%1»</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsSidebar</name>
    <message>
        <source>LISTS</source>
        <translation>LISTAS</translation>
    </message>
    <message>
        <source>Personal lists</source>
        <translation>Listas personales</translation>
    </message>
    <message>
        <source>Loading lists…</source>
        <translation>Cargando listas…</translation>
    </message>
    <message>
        <source>Lists not loaded</source>
        <translation>Listas no cargadas</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>No lists yet</source>
        <translation>Aún no hay listas</translation>
    </message>
    <message>
        <source>Lists you keep in the webshop appear here.</source>
        <translation>Aquí aparecen las listas que tiene en la tienda online.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LoginDialog</name>
    <message>
        <source>The server %1 cannot be reached. Check the address and your network connection.</source>
        <translation>No se puede conectar con el servidor %1. Compruebe la dirección y su conexión de red.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified. The connection was not made.</source>
        <translation>No se pudo verificar el certificado del servidor. No se estableció la conexión.</translation>
    </message>
    <message>
        <source>Plain http:// is only allowed on this computer. Use an https:// address.</source>
        <translation>El protocolo http:// sin cifrar solo se permite en este equipo. Use una dirección https://.</translation>
    </message>
    <message>
        <source>The login was refused. Check the API user and password from your company, and your username and password.</source>
        <translation>Se rechazó el inicio de sesión. Compruebe el usuario y la contraseña API de su empresa, así como su nombre de usuario y contraseña.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <source>Signing in as %1…</source>
        <translation>Iniciando sesión como %1…</translation>
    </message>
    <message>
        <source>This customer account has no delivery address, so no store can be chosen. Please ask your wholesaler to add one.</source>
        <translation>Esta cuenta de cliente no tiene ninguna dirección de entrega, por lo que no se puede elegir centro. Pida a su mayorista que añada una.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainToolBar</name>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Webshop</source>
        <translation>Webshop</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Search articles, e.g. “espresso 1 kg”</source>
        <translation>Buscar artículos, p. ej. «espresso 1 kg»</translation>
    </message>
    <message>
        <source>Search articles</source>
        <translation>Buscar artículos</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Dirección de entrega</translation>
    </message>
    <message>
        <source>Delivery address: it decides the store and its prices</source>
        <translation>Dirección de entrega: determina el centro y sus precios</translation>
    </message>
    <message>
        <source>Basket (%1)</source>
        <translation>Cesta (%1)</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Cesta</translation>
    </message>
    <message numerus="yes">
        <source>Basket: %Ln line(s), total %1</source>
        <translation>
            <numerusform>Cesta: %Ln línea, total %1</numerusform>
            <numerusform>Cesta: %Ln líneas, total %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainWindow</name>
    <message>
        <source>The new server is used from the next sign-in.</source>
        <translation>El servidor nuevo se usa a partir del próximo inicio de sesión.</translation>
    </message>
    <message>
        <source>Sign In Now</source>
        <translation>Iniciar sesión ahora</translation>
    </message>
    <message>
        <source>Pasted lines</source>
        <translation>Líneas pegadas</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineAdds</name>
    <message>
        <source>Offline: nothing can be added until the server answers again.</source>
        <translation>Sin conexión: no se puede añadir nada hasta que el servidor vuelva a responder.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineBanner</name>
    <message>
        <source>Offline since %1 · data from %2</source>
        <translation>Sin conexión desde %1 · datos de %2</translation>
    </message>
    <message>
        <source>Offline since %1</source>
        <translation>Sin conexión desde %1</translation>
    </message>
    <message>
        <source>The server cannot be reached. You are reading what was saved on this computer; nothing can be added to the basket until the server answers again. The views update by themselves then.</source>
        <translation>No se puede acceder al servidor. Está viendo lo que se guardó en este equipo; no se puede añadir nada a la cesta hasta que el servidor vuelva a responder. Las vistas se actualizarán entonces solas.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Reintentar</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OrderSheetActions</name>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Exportar a CS&amp;V…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Exportar a P&amp;DF…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Vista p&amp;revia de impresión…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A file name: &quot;Basket 2026-11-26&quot; (the date in ISO form sorts well in a folder)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Exportar a CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exportar a PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <source>Print Order Sheet</source>
        <translation>Imprimir hoja de pedido</translation>
    </message>
    <message>
        <source>The order sheet could not be printed.</source>
        <translation>No se pudo imprimir la hoja de pedido.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PackDelegate</name>
    <message>
        <source>Pack of %1</source>
        <translation>Formato de %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageList</name>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Búsqueda</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>&amp;Basket</source>
        <translation>&amp;Cesta</translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <translation>&amp;Listas</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listas</translation>
    </message>
    <message>
        <source>&amp;Quick Order</source>
        <translation>&amp;Pedido rápido</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Pedido rápido</translation>
    </message>
    <message>
        <source>Order &amp;Guide</source>
        <translation>&amp;Guía de pedido</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageStack</name>
    <message>
        <source>Customer no. %1</source>
        <translation>N.º de cliente %1</translation>
    </message>
    <message>
        <source>Your basket</source>
        <translation>Su cesta</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChangesDialog</name>
    <message>
        <source>Price Changes</source>
        <translation>Cambios de precio</translation>
    </message>
    <message>
        <source>Price changes on your lists</source>
        <translation>Cambios de precio en sus listas</translation>
    </message>
    <message>
        <source>Every change of a pack on your lists, as this computer has seen the prices.</source>
        <translation>Cada cambio de un formato de sus listas, tal como este ordenador ha visto los precios.</translation>
    </message>
    <message>
        <source>&amp;Since:</source>
        <translation>&amp;Desde:</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Precio anterior</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>Precio nuevo</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>No price changes on your lists since %1. Prices are compared as this computer has seen them: open your lists now and then.</source>
        <translation>No hay cambios de precio en sus listas desde el %1. Los precios se comparan tal como los ha visto este ordenador: abra sus listas de vez en cuando.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) since %1 (%2)</source>
        <translation>
            <numerusform>%Ln cambio desde el %1 (%2)</numerusform>
            <numerusform>%Ln cambios desde el %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChart</name>
    <message>
        <source>Price history</source>
        <translation>Historial de precios</translation>
    </message>
    <message>
        <source>No price history yet</source>
        <translation>Aún no hay historial de precios</translation>
    </message>
    <message>
        <source>Only today&apos;s price so far: %1</source>
        <translation>Por ahora solo el precio de hoy: %1</translation>
    </message>
    <message>
        <source>Lowest %1, highest %2 in the last %3 days</source>
        <translation>Mínimo %1, máximo %2 en los últimos %3 días</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>máx. %1</translation>
    </message>
    <message>
        <source>min %1</source>
        <translation>mín. %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceHistoryPanel</name>
    <message>
        <source>Price history · last %1 days</source>
        <translation>Historial de precios · últimos %1 días</translation>
    </message>
    <message>
        <source>Price history of %1</source>
        <translation>Historial de precios de %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceModeSwitch</name>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>Show prices without VAT</source>
        <translation>Mostrar precios sin IVA</translation>
    </message>
    <message>
        <source>Show net prices</source>
        <translation>Mostrar precios netos</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <source>Show prices with VAT</source>
        <translation>Mostrar precios con IVA</translation>
    </message>
    <message>
        <source>Show gross prices</source>
        <translation>Mostrar precios brutos</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Precios</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ProgressLine</name>
    <message>
        <source>Loading</source>
        <translation>Cargando</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityDelegate</name>
    <message>
        <source>Quantity of %1</source>
        <translation>Cantidad de %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityEdit</name>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>quantity unit suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>Weight in kilograms, e.g. %1</source>
        <translation>Peso en kilogramos, p. ej. %1</translation>
    </message>
    <message>
        <source>Number of packs</source>
        <translation>Número de bultos</translation>
    </message>
    <message>
        <source>Enter a quantity.</source>
        <translation>Introduzca una cantidad.</translation>
    </message>
    <message>
        <source>Enter a weight in kilograms, e.g. %1.</source>
        <translation>Introduzca un peso en kilogramos, p. ej. %1.</translation>
    </message>
    <message>
        <source>Enter a whole number of packs.</source>
        <translation>Introduzca un número entero de bultos.</translation>
    </message>
    <message>
        <source>Enter a quantity above zero.</source>
        <translation>Introduzca una cantidad mayor que cero.</translation>
    </message>
    <message>
        <source>Whole packs only.</source>
        <translation>Solo bultos enteros.</translation>
    </message>
    <message>
        <source>At most three decimals (grams).</source>
        <translation>Como máximo tres decimales (gramos).</translation>
    </message>
    <message>
        <source>Unclear: %1 or %2? Type it without a separator or with %3 for decimals.</source>
        <translation>No está claro: ¿%1 o %2? Escríbalo sin separador o con %3 para los decimales.</translation>
    </message>
    <message>
        <source>At most %1 per add.</source>
        <translation>Como máximo %1 de una vez.</translation>
    </message>
    <message>
        <source>At most %1 packs per add.</source>
        <translation>Como máximo %1 bultos de una vez.</translation>
    </message>
    <message>
        <source>Enter a number of packs, e.g. %1.</source>
        <translation>Introduzca un número de formatos, p. ej. %1.</translation>
    </message>
    <message>
        <source>At most two decimals.</source>
        <translation>Como máximo dos decimales.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderGrid</name>
    <message>
        <source>Quick order lines</source>
        <translation>Líneas del pedido rápido</translation>
    </message>
    <message>
        <source>Add Again…</source>
        <translation>Añadir de nuevo…</translation>
    </message>
    <message>
        <source>Add this line to the basket once more (it may be there already)</source>
        <translation>Añadir esta línea a la cesta una vez más (puede que ya esté allí)</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Quitar línea</translation>
    </message>
    <message>
        <source>Packs of %1</source>
        <translation>Envases de %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderPage</name>
    <message>
        <source>Quantity: %1</source>
        <translation>Cantidad: %1</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Pedido rápido</translation>
    </message>
    <message>
        <source>Type an article number or a few words, Enter, the quantity, Enter. Ctrl+Enter adds all lines to the basket.</source>
        <translation>Escriba una referencia o unas palabras, Intro, la cantidad, Intro. Ctrl+Intro añade todas las líneas a la cesta.</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Rellenar desde</translation>
    </message>
    <message>
        <source>Add the lines of a list, or of the basket to order it again</source>
        <translation>Añadir las líneas de una lista, o las de la cesta para volver a pedirla</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Remove every line (Ctrl+Z brings them back)</source>
        <translation>Quitar todas las líneas (Ctrl+Z las recupera)</translation>
    </message>
    <message>
        <source>The basket (order again)</source>
        <translation>La cesta (volver a pedir)</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listas</translation>
    </message>
    <message>
        <source>Clear added lines</source>
        <translation>Quitar las líneas añadidas</translation>
    </message>
    <message>
        <source>Remove the lines that are in the basket now; the others stay</source>
        <translation>Quitar las líneas que ya están en la cesta; las demás se quedan</translation>
    </message>
    <message>
        <source>Add all to basket</source>
        <translation>Añadir todo a la cesta</translation>
    </message>
    <message>
        <source>Add every line to the basket (Ctrl+Enter)</source>
        <translation>Añadir cada línea a la cesta (Ctrl+Intro)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) · %1 %2</source>
        <translation>
            <numerusform>%Ln línea · %1 %2</numerusform>
            <numerusform>%Ln líneas · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to add yet: every line needs an article and a quantity.</source>
        <translation>Todavía nada que añadir: cada línea necesita un artículo y una cantidad.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not sent: they need an article, a quantity, or are in the basket already.</source>
        <translation>
            <numerusform>%Ln línea no enviada: falta el artículo o la cantidad, o ya está en la cesta.</numerusform>
            <numerusform>%Ln líneas no enviadas: falta el artículo o la cantidad, o ya están en la cesta.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln large line(s) kept back: check the quantity, then add again.</source>
        <translation>
            <numerusform>%Ln línea grande retenida: revise la cantidad y vuelva a añadir.</numerusform>
            <numerusform>%Ln líneas grandes retenidas: revise la cantidad y vuelva a añadir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Añadiendo %Ln línea…</numerusform>
            <numerusform>Añadiendo %Ln líneas…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln línea añadida a la cesta.</numerusform>
            <numerusform>%Ln líneas añadidas a la cesta.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in the status column.</source>
        <translation>Añadidas: %1, no añadidas: %2 — vea las líneas marcadas en la columna Estado.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln added line(s) cleared; the others stay for another try.</source>
        <translation>
            <numerusform>%Ln línea añadida quitada; las demás se quedan para otro intento.</numerusform>
            <numerusform>%Ln líneas añadidas quitadas; las demás se quedan para otro intento.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>No se añadió nada.</translation>
    </message>
    <message>
        <source>This line was added.</source>
        <translation>Esta línea ya se añadió.</translation>
    </message>
    <message>
        <source>This line was added at %1.</source>
        <translation>Esta línea ya se añadió (%1).</translation>
    </message>
    <message>
        <source>This line may already have been added.</source>
        <translation>Puede que esta línea ya se haya añadido.</translation>
    </message>
    <message>
        <source>This line may already have been added (at %1).</source>
        <translation>Puede que esta línea ya se haya añadido (%1).</translation>
    </message>
    <message>
        <source>Adding it again may double it; the app cannot remove lines. Add again?</source>
        <translation>Si la añade de nuevo, puede quedar duplicada; la aplicación no puede eliminar líneas. ¿Añadir de nuevo?</translation>
    </message>
    <message>
        <source>This line&apos;s add is still on its way: wait for its result.</source>
        <translation>El añadido de esta línea aún está en camino: espere a su resultado.</translation>
    </message>
    <message>
        <source>Nothing to add again: this line has not been added. Ctrl+Enter adds it.</source>
        <translation>Nada que añadir de nuevo: esta línea no se ha añadido. Ctrl+Intro la añade.</translation>
    </message>
    <message>
        <source>Add Again</source>
        <translation>Añadir de nuevo</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Añadir de nuevo</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>No se ha vuelto a añadir.</translation>
    </message>
    <message>
        <source>Adding the line again…</source>
        <translation>Añadiendo de nuevo la línea…</translation>
    </message>
    <message>
        <source>The line could not be added again: it changed meanwhile.</source>
        <translation>No se pudo añadir de nuevo la línea: ha cambiado mientras tanto.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>incl. %1 deposit</source>
        <translation>incl. %1 de depósito</translation>
    </message>
    <message numerus="yes">
        <source>deposit not known for %n line(s) (packs not in the basket yet)</source>
        <translation>
            <numerusform>depósito desconocido en %n línea (formato aún no en la cesta)</numerusform>
            <numerusform>depósito desconocido en %n líneas (formatos aún no en la cesta)</numerusform>
        </translation>
    </message>
    <message>
        <source>≈: the basket may show another amount. Lines marked ≈ say why in their tooltip.</source>
        <translation>≈: la cesta puede mostrar otro importe. Las líneas marcadas con ≈ explican el motivo en su información emergente.</translation>
    </message>
    <message>
        <source>The quick order</source>
        <translation>El pedido rápido</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitFlow</name>
    <message>
        <source>An article could not be added to the basket.</source>
        <translation>No se pudo añadir un artículo a la cesta.</translation>
    </message>
    <message>
        <source>The window stays open: %1</source>
        <translation>La ventana permanece abierta: %1</translation>
    </message>
    <message>
        <source>The window stays open: some articles could not be confirmed in the basket. Check the basket before you quit.</source>
        <translation>La ventana permanece abierta: no se pudieron confirmar algunos artículos en la cesta. Compruebe la cesta antes de salir.</translation>
    </message>
    <message>
        <source>You are still signed in: %1</source>
        <translation>Su sesión sigue abierta: %1</translation>
    </message>
    <message>
        <source>You are still signed in: some articles could not be confirmed in the basket. Check the basket before you sign out.</source>
        <translation>Su sesión sigue abierta: no se pudieron confirmar algunos artículos en la cesta. Compruebe la cesta antes de cerrar sesión.</translation>
    </message>
    <message>
        <source>Waiting for the basket: the window closes as soon as every article has been added.</source>
        <translation>Esperando a la cesta: la ventana se cerrará en cuanto se hayan añadido todos los artículos.</translation>
    </message>
    <message>
        <source>Quit Now</source>
        <translation>Salir ahora</translation>
    </message>
    <message>
        <source>Waiting for the basket: you are signed out as soon as every article has been added.</source>
        <translation>Esperando a la cesta: la sesión se cerrará en cuanto se hayan añadido todos los artículos.</translation>
    </message>
    <message>
        <source>Sign Out Now</source>
        <translation>Cerrar sesión ahora</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitQuestion</name>
    <message>
        <source>Basket Not Saved Yet</source>
        <translation>Cesta aún no guardada</translation>
    </message>
    <message>
        <source>Some articles are still being added to your basket.</source>
        <translation>Todavía se están añadiendo algunos artículos a su cesta.</translation>
    </message>
    <message>
        <source>If you quit now, they may not reach the webshop. Wait, and the window closes by itself as soon as the basket is up to date.</source>
        <translation>Si sale ahora, es posible que no lleguen a la tienda online. Espere y la ventana se cerrará sola en cuanto la cesta esté actualizada.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Esperar</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Salir igualmente</translation>
    </message>
    <message>
        <source>If you sign out now, they may not reach the webshop. Wait, and you are signed out as soon as the basket is up to date.</source>
        <translation>Si cierra sesión ahora, es posible que no lleguen a la tienda online. Espere y la sesión se cerrará en cuanto la cesta esté actualizada.</translation>
    </message>
    <message>
        <source>&amp;Sign Out Anyway</source>
        <translation>Cerrar &amp;sesión igualmente</translation>
    </message>
    <message>
        <source>Also &amp;forget my price history on this computer</source>
        <translation>&amp;Olvidar también mi historial de precios en este ordenador</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SavedMark</name>
    <message>
        <source>today %1</source>
        <translation>hoy %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>ayer %1</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>ahora mismo</translation>
    </message>
    <message numerus="yes">
        <source>%n min old</source>
        <translation>
            <numerusform>hace %n min</numerusform>
            <numerusform>hace %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h old</source>
        <translation>
            <numerusform>hace %n h</numerusform>
            <numerusform>hace %n h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) old</source>
        <translation>
            <numerusform>hace %n día</numerusform>
            <numerusform>hace %n días</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline results from saved articles</source>
        <translation>Resultados sin conexión de artículos guardados</translation>
    </message>
    <message>
        <source>Saved copy · %1</source>
        <translation>Copia guardada · %1</translation>
    </message>
    <message>
        <source>The server cannot be reached: these are the saved articles that match, not the server&apos;s search. The newest was fetched %1.</source>
        <translation>No se puede acceder al servidor: estos son los artículos guardados que coinciden, no la búsqueda del servidor. El más reciente se obtuvo %1.</translation>
    </message>
    <message>
        <source>The server cannot be reached: this copy was fetched %1.</source>
        <translation>No se puede acceder al servidor: esta copia se obtuvo %1.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>&amp;Demo shop (built in)</source>
        <translation>Tienda &amp;demo (integrada)</translation>
    </message>
    <message>
        <source>&amp;Company server:</source>
        <translation>Servidor de la &amp;empresa:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Company server address</source>
        <translation>Dirección del servidor de la empresa</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>Cabeceras HTTP</translation>
    </message>
    <message>
        <source>Cookies</source>
        <translation>Cookies</translation>
    </message>
    <message>
        <source>How the login tokens are sent. Your IT department tells you if cookies are needed.</source>
        <translation>Cómo se envían los tokens de sesión. Su departamento de TI le indicará si se necesitan cookies.</translation>
    </message>
    <message>
        <source>&amp;Tokens sent as:</source>
        <translation>&amp;Tokens enviados como:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds suffix</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to wait for an answer before giving up</source>
        <translation>Cuánto esperar una respuesta antes de desistir</translation>
    </message>
    <message>
        <source>Ti&amp;meout:</source>
        <translation>Tiempo de es&amp;pera:</translation>
    </message>
    <message>
        <source>The webshop&apos;s address (default)</source>
        <translation>Dirección de la tienda online (por defecto)</translation>
    </message>
    <message>
        <source>Opened by “Continue to checkout in the webshop”</source>
        <translation>Se abre con «Tramitar pedido en la tienda online»</translation>
    </message>
    <message>
        <source>C&amp;heckout page:</source>
        <translation>Página de pa&amp;go:</translation>
    </message>
    <message>
        <source>Language and region</source>
        <translation>Idioma y región</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>From the delivery address</source>
        <translation>Según la dirección de entrega</translation>
    </message>
    <message>
        <source>The country the shop is asked for; normally it follows the delivery address.</source>
        <translation>El país que se consulta a la tienda; normalmente se corresponde con la dirección de entrega.</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>Paí&amp;s:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Visualización</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Tarjetas</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>&amp;Results as:</source>
        <translation>&amp;Resultados como:</translation>
    </message>
    <message>
        <source>Gross (with VAT)</source>
        <translation>Bruto (con IVA)</translation>
    </message>
    <message>
        <source>Net (without VAT)</source>
        <translation>Neto (sin IVA)</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>Pre&amp;cios:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>&amp;Apariencia:</translation>
    </message>
    <message>
        <source>Enter the company server&apos;s address, like https://shop.example.com.</source>
        <translation>Introduzca la dirección del servidor de la empresa, p. ej. https://shop.example.com.</translation>
    </message>
    <message>
        <source>The checkout page must be a web address, or left empty.</source>
        <translation>La página de pago debe ser una dirección web o quedar vacía.</translation>
    </message>
    <message>
        <source>Large quantities</source>
        <translation>Cantidades elevadas</translation>
    </message>
    <message>
        <source>As&amp;k before adding more than:</source>
        <translation>Pregu&amp;ntar antes de añadir más de:</translation>
    </message>
    <message>
        <source>A basket line cannot be lowered from this app: a typing slip would cost a call.</source>
        <translation>Esta aplicación no puede reducir una línea de la cesta: un error al teclear costaría una llamada.</translation>
    </message>
    <message>
        <source> packs</source>
        <comment>spin box suffix</comment>
        <translation> bultos</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>spin box suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>The gross price of one add, in the shop&apos;s currency</source>
        <translation>El precio bruto de lo que se añade de una vez, en la moneda de la tienda online</translation>
    </message>
    <message>
        <source>Pack&amp;s:</source>
        <translation>B&amp;ultos:</translation>
    </message>
    <message>
        <source>&amp;Weight:</source>
        <translation>Pes&amp;o:</translation>
    </message>
    <message>
        <source>&amp;Gross price:</source>
        <translation>Precio &amp;bruto:</translation>
    </message>
    <message>
        <source>An address must not contain a user name or password: enter the address only.</source>
        <translation>Una dirección no debe contener un nombre de usuario ni una contraseña: introduzca solo la dirección.</translation>
    </message>
    <message>
        <source>Language and appearance change at once; a new server is used from the next sign-in. Passwords are kept in the system keychain only.</source>
        <translation>El idioma y la apariencia cambian al momento; un servidor nuevo se usa a partir del próximo inicio de sesión. Las contraseñas se guardan solo en el llavero del sistema.</translation>
    </message>
    <message>
        <source> days</source>
        <comment>spin box suffix</comment>
        <translation> días</translation>
    </message>
    <message>
        <source>Older prices are deleted when the app starts</source>
        <translation>Los precios más antiguos se borran al iniciar la aplicación</translation>
    </message>
    <message>
        <source>&amp;Forget Local Data…</source>
        <translation>&amp;Olvidar los datos locales…</translation>
    </message>
    <message>
        <source>Price &amp;history:</source>
        <translation>&amp;Historial de precios:</translation>
    </message>
    <message>
        <source>Prices this computer has seen, for the charts and the change badges</source>
        <translation>Precios que ha visto este ordenador, para los gráficos y los distintivos de cambio</translation>
    </message>
    <message>
        <source>Forget Local Data</source>
        <translation>Olvidar los datos locales</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>The local price history has been deleted.</source>
        <translation>Se ha borrado el historial de precios local.</translation>
    </message>
    <message>
        <source>The local price history could not be deleted.</source>
        <translation>No se ha podido borrar el historial de precios local.</translation>
    </message>
    <message>
        <source>Deletes the price history, the prices seen and the history of basket adds of every customer on this computer</source>
        <translation>Borra el historial de precios, los precios vistos y el historial de añadidos a la cesta de todos los clientes en este equipo</translation>
    </message>
    <message>
        <source>Delete the price history, the prices seen and the history of basket adds on this computer?</source>
        <translation>¿Borrar el historial de precios, los precios vistos y el historial de añadidos a la cesta en este equipo?</translation>
    </message>
    <message>
        <source>This applies to every customer who signed in here. Your basket and lists in the webshop stay as they are. Adds still on their way to the basket are kept until their outcome is known.</source>
        <translation>Esto se aplica a todos los clientes que han iniciado sesión aquí. Su cesta y sus listas en la tienda online no cambian. Los añadidos que aún están en camino a la cesta se conservan hasta que se conozca su resultado.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SignInFlow</name>
    <message>
        <source>You are not signed in. Sign in to search and order.</source>
        <translation>No ha iniciado sesión. Inicie sesión para buscar y hacer pedidos.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Please sign in again.</source>
        <translation>Su sesión ha finalizado y no se pudo renovar. Vuelva a iniciar sesión.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::StoreComparisonDialog</name>
    <message>
        <source>Compare Stores</source>
        <translation>Comparar centros</translation>
    </message>
    <message>
        <source>Compare stores</source>
        <translation>Comparar centros</translation>
    </message>
    <message>
        <source>Prices per store</source>
        <translation>Precios por centro</translation>
    </message>
    <message>
        <source>Cancel Comparison</source>
        <translation>Cancelar comparación</translation>
    </message>
    <message>
        <source>Switch to This Address…</source>
        <translation>Cambiar a esta dirección…</translation>
    </message>
    <message>
        <source>Opens the choice of your delivery address. Nothing changes until you choose there.</source>
        <translation>Abre la elección de la dirección de entrega. Nada cambia hasta que elija allí.</translation>
    </message>
    <message>
        <source>%1 at the stores of your delivery addresses (prices: %2). Comparing changes nothing: not your basket, not your delivery address.</source>
        <translation>%1 en los centros de sus direcciones de entrega (precios: %2). Comparar no cambia nada: ni su cesta ni su dirección de entrega.</translation>
    </message>
    <message>
        <source>Checking prices: %1 of %2</source>
        <translation>Comprobando precios: %1 de %2</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 prices checked, the rest was not asked for.</source>
        <translation>Cancelado: %1 de %2 precios comprobados, el resto no se consultó.</translation>
    </message>
    <message>
        <source>Prices checked: %1 of %2.</source>
        <translation>Precios comprobados: %1 de %2.</translation>
    </message>
    <message>
        <source>All your delivery addresses are served by one store: there is nothing to compare.</source>
        <translation>Todas sus direcciones de entrega las atiende un solo centro: no hay nada que comparar.</translation>
    </message>
    <message>
        <source>Not in the totals, so that they compare the same articles: %1.</source>
        <translation>Fuera de los totales, para que comparen los mismos artículos: %1.</translation>
    </message>
    <message>
        <source>Totals count the %1 of %2 lines that every store sells at a known price.</source>
        <translation>Los totales cuentan las %1 de %2 líneas que cada centro vende a un precio conocido.</translation>
    </message>
    <message>
        <source>No line is sold at a known price at every store, so there are no totals to compare.</source>
        <translation>Ninguna línea se vende a un precio conocido en todos los centros, así que no hay totales que comparar.</translation>
    </message>
    <message>
        <source>Deposit as in your basket: %1, not included in the totals.</source>
        <translation>Depósito como en su cesta: %1, no incluido en los totales.</translation>
    </message>
    <message>
        <source>Switch to %1…</source>
        <translation>Cambiar a %1…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WhatEdit</name>
    <message>
        <source>Article number or words</source>
        <translation>Referencia o palabras</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Sugerencias</translation>
    </message>
    <message>
        <source>Article number %1 · Pack number %2</source>
        <translation>Número de artículo %1 · Número de envase %2</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <comment>price per kilogram</comment>
        <translation>%1/kg</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a pack&apos;s price (its price per kg or l)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>suggestion without prices: name · pack</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · Art. %4 · Pack %5</source>
        <extracomment>A quick order suggestion: name · pack · its price · article number · pack number</extracomment>
        <translation>%1 · %2 · %3 · Art. %4 · Envase %5</translation>
    </message>
    <message>
        <source>%1 · %2 · Pack %3</source>
        <extracomment>One pack in the quick order&apos;s pack choice: pack · its price · pack number</extracomment>
        <translation>%1 · %2 · Envase %3</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WindowChrome</name>
    <message>
        <source>Webshop</source>
        <translation>Webshop</translation>
    </message>
    <message>
        <source>%1 — Webshop</source>
        <translation>%1 — Webshop</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Import Order File…</source>
        <translation>&amp;Importar archivo de pedido…</translation>
    </message>
    <message>
        <source>&amp;Switch User…</source>
        <translation>&amp;Cambiar de usuario…</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>Cerrar &amp;sesión</translation>
    </message>
    <message>
        <source>Log Out and &amp;Forget Local Data</source>
        <translation>Cerrar sesión y &amp;olvidar los datos locales</translation>
    </message>
    <message>
        <source>Signs out and deletes your price history and add history on this computer</source>
        <translation>Cierra la sesión y borra de este equipo su historial de precios y de añadidos</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sal&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Find Articles</source>
        <translation>&amp;Buscar artículos</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>Compare S&amp;tores…</source>
        <translation>Co&amp;mparar centros…</translation>
    </message>
    <message>
        <source>Price C&amp;hanges…</source>
        <translation>&amp;Cambios de precio…</translation>
    </message>
    <message>
        <source>&amp;Added to Basket…</source>
        <translation>Añadi&amp;dos a la cesta…</translation>
    </message>
    <message>
        <source>&amp;Net Prices</source>
        <translation>Precios &amp;netos</translation>
    </message>
    <message>
        <source>&amp;Gross Prices</source>
        <translation>Precios b&amp;rutos</translation>
    </message>
    <message>
        <source>Results as &amp;Cards</source>
        <translation>Resultados como &amp;tarjetas</translation>
    </message>
    <message>
        <source>Results as L&amp;ist</source>
        <translation>Resultados como l&amp;ista</translation>
    </message>
    <message>
        <source>&amp;About Webshop Desktop</source>
        <translation>&amp;Acerca de Webshop Desktop</translation>
    </message>
</context>
<context>
    <name>webshop::values::ApiError</name>
    <message>
        <source>The server could not be reached. Check your internet connection and try again.</source>
        <translation>No se puede conectar con el servidor. Compruebe su conexión a Internet e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>The server took too long to answer. Try again in a moment.</source>
        <translation>El servidor ha tardado demasiado en responder. Inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>A secure connection to the server could not be established. The server&apos;s certificate was not accepted.</source>
        <translation>No se pudo establecer una conexión segura con el servidor. No se aceptó el certificado del servidor.</translation>
    </message>
    <message>
        <source>Your login is no longer valid. Please log in again.</source>
        <translation>Su sesión ya no es válida. Vuelva a iniciar sesión.</translation>
    </message>
    <message>
        <source>The requested item was not found on the server.</source>
        <translation>No se encontró el elemento solicitado en el servidor.</translation>
    </message>
    <message>
        <source>The server refused the request: %1</source>
        <translation>El servidor rechazó la solicitud: %1</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>El servidor rechazó la solicitud.</translation>
    </message>
    <message>
        <source>The server is busy with too many requests. Try again in a moment.</source>
        <translation>El servidor está saturado de solicitudes. Inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The server had a problem (error %1). Try again later.</source>
        <translation>El servidor tuvo un problema (error %1). Inténtelo de nuevo más tarde.</translation>
    </message>
    <message>
        <source>The server answered with an unexpected error (%1).</source>
        <translation>El servidor respondió con un error inesperado (%1).</translation>
    </message>
    <message>
        <source>The server sent an answer this app does not understand.</source>
        <translation>El servidor envió una respuesta que esta aplicación no entiende.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Se canceló la solicitud.</translation>
    </message>
    <message>
        <source>The server sent an answer that is too large to process.</source>
        <translation>La respuesta del servidor es demasiado grande para procesarla.</translation>
    </message>
    <message>
        <source>The connection was refused because it is not encrypted. Use an https:// address.</source>
        <translation>Se rechazó la conexión porque no está cifrada. Use una dirección https://.</translation>
    </message>
    <message>
        <source>The connection dropped after the request was sent. Checking whether it arrived…</source>
        <translation>La conexión se cortó después de enviar la solicitud. Comprobando si ha llegado…</translation>
    </message>
    <message>
        <source>Your access does not include this function (%1).</source>
        <translation>Su acceso no incluye esta función (%1).</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>error %1</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password (user:password@). Enter the API user and password in their own fields.</source>
        <translation>La dirección del servidor no debe contener un nombre de usuario ni una contraseña (usuario:contraseña@). Introduzca el usuario y la contraseña API en sus propios campos.</translation>
    </message>
</context>
<context>
    <name>webshop::values::DeliveryAddress</name>
    <message>
        <source>Store %1</source>
        <translation>Centro %1</translation>
    </message>
</context>
</TS>
