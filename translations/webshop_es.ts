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
        <source>--report, --add and --duplicates need --import FILE.</source>
        <translation>--report, --add y --duplicates requieren --import FILE.</translation>
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
    <name>webshop::api::ApiError</name>
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
        <source>The server added this item twice: the basket now holds %1 instead of %2. The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.</source>
        <translation>El servidor añadió este artículo dos veces: la cesta contiene ahora %1 en lugar de %2. Esta aplicación no puede reducir cantidades de la cesta; corríjalo en la tienda online o con su comercial.</translation>
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
        <source>Could not check the basket yet: the item may or may not have been added. It will be checked again when the basket is next read; do not add it again meanwhile.</source>
        <translation>Aún no se pudo comprobar la cesta: es posible que el artículo se haya añadido o no. Se volverá a comprobar la próxima vez que se lea la cesta; mientras tanto, no lo añada de nuevo.</translation>
    </message>
    <message>
        <source>The item was not added to the basket. You can add it again.</source>
        <translation>El artículo no se añadió a la cesta. Puede volver a añadirlo.</translation>
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
        <source>The server reported an error, but the basket shows the item.</source>
        <translation>El servidor notificó un error, pero el artículo aparece en la cesta.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket could not be read to show it yet.</source>
        <translation>Añadido (el servidor lo confirmó); aún no se pudo leer la cesta para mostrarlo.</translation>
    </message>
    <message>
        <source>The server added this item twice (the basket total grew by twice its price). The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.</source>
        <translation>El servidor añadió este artículo dos veces (el total de la cesta aumentó en el doble de su precio). Esta aplicación no puede reducir cantidades de la cesta; corríjalo con su comercial o en la tienda online.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Añadido (el servidor lo confirmó), pero aún no aparece en la cesta.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket names its lines differently, so the line cannot be shown.</source>
        <translation>Añadido (el servidor lo confirmó), pero la cesta identifica sus líneas de otra forma, así que no se puede mostrar la línea.</translation>
    </message>
    <message>
        <source>The server did not answer, and the basket does not tell whether the item was added. Check the basket before adding it again.</source>
        <translation>El servidor no respondió y la cesta no indica si se añadió el artículo. Compruebe la cesta antes de volver a añadirlo.</translation>
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
</context>
<context>
    <name>webshop::api::DeliveryAddress</name>
    <message>
        <source>Store %1</source>
        <translation>Centro %1</translation>
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
        <source>Deposit</source>
        <translation>Depósito</translation>
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
        <source>Article no. %1</source>
        <translation>Ref. %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
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
        <source>Deposit on empties (bottles, crates) is not part of these prices: the basket shows it per line once added.</source>
        <translation>El depósito de envases (botellas, cajas) no está incluido en estos precios: la cesta lo muestra por línea una vez añadido.</translation>
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
        <source>Adding to basket…</source>
        <translation>Añadiendo a la cesta…</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
        <source>Total net</source>
        <translation>Total neto</translation>
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
        <source>Offline: %1 cannot be reached. Retry with F5 once the connection is back.</source>
        <translation>Sin conexión: no se puede conectar con %1. Pulse F5 para reintentar cuando vuelva la conexión.</translation>
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
    <name>webshop::ui::ListsPage</name>
    <message>
        <source>LISTS</source>
        <translation>LISTAS</translation>
    </message>
    <message>
        <source>Personal lists</source>
        <translation>Listas personales</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listas</translation>
    </message>
    <message>
        <source>List items</source>
        <translation>Líneas de la lista</translation>
    </message>
    <message>
        <source>Set a quantity per line (0 skips it), then add.</source>
        <translation>Indique una cantidad por línea (0 = omitir) y añádalas.</translation>
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
        <source>Loading lists…</source>
        <translation>Cargando listas…</translation>
    </message>
    <message>
        <source>Lists not loaded</source>
        <translation>Listas no cargadas</translation>
    </message>
    <message>
        <source>No lists yet</source>
        <translation>Aún no hay listas</translation>
    </message>
    <message>
        <source>Lists you keep in the webshop appear here.</source>
        <translation>Aquí aparecen las listas que tiene en la tienda online.</translation>
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
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listas</translation>
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
        <source>The webshop could not be opened in your browser. Its address is %1.</source>
        <translation>No se pudo abrir la tienda online en su navegador. Su dirección es %1.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
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
        <source>&amp;Quit</source>
        <translation>Sal&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
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
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Búsqueda</translation>
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
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Webshop Desktop</source>
        <translation>&amp;Acerca de Webshop Desktop</translation>
    </message>
    <message>
        <source>Webshop</source>
        <translation>Webshop</translation>
    </message>
    <message>
        <source>You are not signed in. Sign in to search and order.</source>
        <translation>No ha iniciado sesión. Inicie sesión para buscar y hacer pedidos.</translation>
    </message>
    <message>
        <source>%1 — Webshop</source>
        <translation>%1 — Webshop</translation>
    </message>
    <message>
        <source>An article could not be added to the basket.</source>
        <translation>No se pudo añadir un artículo a la cesta.</translation>
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
        <source>The window stays open: %1</source>
        <translation>La ventana permanece abierta: %1</translation>
    </message>
    <message>
        <source>The window stays open: some articles could not be confirmed in the basket. Check the basket before you quit.</source>
        <translation>La ventana permanece abierta: no se pudieron confirmar algunos artículos en la cesta. Compruebe la cesta antes de salir.</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Please sign in again.</source>
        <translation>Su sesión ha finalizado y no se pudo renovar. Vuelva a iniciar sesión.</translation>
    </message>
    <message>
        <source>Waiting for the basket: you are signed out as soon as every article has been added.</source>
        <translation>Esperando a la cesta: la sesión se cerrará en cuanto se hayan añadido todos los artículos.</translation>
    </message>
    <message>
        <source>Sign Out Now</source>
        <translation>Cerrar sesión ahora</translation>
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
        <source>The new server is used from the next sign-in.</source>
        <translation>El servidor nuevo se usa a partir del próximo inicio de sesión.</translation>
    </message>
    <message>
        <source>Sign In Now</source>
        <translation>Iniciar sesión ahora</translation>
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
</context>
</TS>
