<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AppController</name>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>Impossibile avviare il negozio demo.</translation>
    </message>
    <message>
        <source>Login failed.</source>
        <translation>Accesso non riuscito.</translation>
    </message>
    <message>
        <source>No login for the screenshot: use --demo, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Nessuna credenziale per lo screenshot: usare --demo oppure impostare WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME e WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Nessun indirizzo di consegna di questo cliente appartiene al punto vendita %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Questo cliente non ha indirizzi di consegna.</translation>
    </message>
    <message>
        <source>The article could not be loaded: %1</source>
        <translation>Impossibile caricare l&apos;articolo: %1</translation>
    </message>
    <message>
        <source>The search could not be loaded: %1</source>
        <translation>Impossibile caricare la ricerca: %1</translation>
    </message>
    <message>
        <source>The basket could not be loaded: %1</source>
        <translation>Impossibile caricare il carrello: %1</translation>
    </message>
    <message>
        <source>The lists could not be loaded: %1</source>
        <translation>Impossibile caricare le liste: %1</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Impossibile caricare la lista: %1</translation>
    </message>
    <message>
        <source>The order file %1 could not be opened.</source>
        <translation>Non è stato possibile aprire il file d’ordine %1.</translation>
    </message>
    <message>
        <source>The sample order is missing from this build.</source>
        <translation>L’ordine di esempio manca in questa versione.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Webshop Desktop: order from your wholesaler&apos;s webshop.</source>
        <translation>Webshop Desktop: ordinare dal negozio online del proprio grossista.</translation>
    </message>
    <message>
        <source>Start the built-in demo shop and log in as the demo customer.</source>
        <translation>Avvia il negozio demo integrato e accede come cliente demo.</translation>
    </message>
    <message>
        <source>Address of the webshop API server.</source>
        <translation>Indirizzo del server API del negozio online.</translation>
    </message>
    <message>
        <source>Language and formats, e.g. de-DE or en-GB.</source>
        <translation>Lingua e formati, ad es. it-IT o en-GB.</translation>
    </message>
    <message>
        <source>Start with this search.</source>
        <translation>Avvia con questa ricerca.</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>Vista da mostrare: %1.</translation>
    </message>
    <message>
        <source>Article (variant id) for the article view.</source>
        <translation>Articolo (ID variante) per la vista articolo.</translation>
    </message>
    <message>
        <source>When the view has finished loading, save the window as PNG and exit.</source>
        <translation>Al termine del caricamento della vista, salva la finestra come PNG ed esce.</translation>
    </message>
    <message>
        <source>Window size, default 1440x900.</source>
        <translation>Dimensioni della finestra, predefinite 1440x900.</translation>
    </message>
    <message>
        <source>Seconds to wait for a screenshot, default 30.</source>
        <translation>Secondi di attesa per lo screenshot, predefiniti 30.</translation>
    </message>
    <message>
        <source>Delivery address by store id (non-interactive login).</source>
        <translation>Indirizzo di consegna per ID punto vendita (accesso non interattivo).</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argomento inatteso: %1</translation>
    </message>
    <message>
        <source>Not a valid http(s) address: %1</source>
        <translation>Indirizzo http(s) non valido: %1</translation>
    </message>
    <message>
        <source>Not a locale tag like de-DE: %1</source>
        <translation>Codice lingua non valido (formato it-IT): %1</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;; choose one of %2.</source>
        <translation>Vista «%1» sconosciuta; sceglierne una tra: %2.</translation>
    </message>
    <message>
        <source>--show article needs --article or --search.</source>
        <translation>--show article richiede --article o --search.</translation>
    </message>
    <message>
        <source>Window size must look like 1440x900: %1</source>
        <translation>Le dimensioni della finestra devono avere il formato 1440x900: %1</translation>
    </message>
    <message>
        <source>Timeout must be 1 to 3600 seconds: %1</source>
        <translation>Il timeout deve essere compreso tra 1 e 3600 secondi: %1</translation>
    </message>
    <message>
        <source>--base-url must not contain a user name or password: give the server address only, and the logins through WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD or the sign-in form.</source>
        <translation>--base-url non deve contenere nome utente o password: indicare solo l’indirizzo del server e le credenziali tramite WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME e WEBSHOP_PASSWORD oppure il modulo di accesso.</translation>
    </message>
    <message>
        <source>Check every line of an order file (CSV, TSV) against the server without a window; exit code 0 only when every line resolved.</source>
        <translation>Verifica ogni riga di un file d’ordine (CSV, TSV) con il server senza finestra; codice di uscita 0 solo se ogni riga è stata risolta.</translation>
    </message>
    <message>
        <source>Where --import writes its report (CSV, one row per line).</source>
        <translation>Dove --import scrive il suo report (CSV, una riga per ogni riga del file).</translation>
    </message>
    <message>
        <source>With --import: also add the resolved lines to the basket.</source>
        <translation>Con --import: aggiunge al carrello anche le righe risolte.</translation>
    </message>
    <message>
        <source>With --import: lines with the same pack are reported (ask, the default), merged into the first line (merge) or kept as lines of their own (keep).</source>
        <translation>Con --import: le righe con la stessa confezione vengono segnalate (ask, predefinito), unite nella prima riga (merge) o mantenute come righe a sé (keep).</translation>
    </message>
    <message>
        <source>--import needs --report OUT.csv.</source>
        <translation>--import richiede --report OUT.csv.</translation>
    </message>
    <message>
        <source>--import runs without a window: leave out --screenshot and --show.</source>
        <translation>--import viene eseguito senza finestra: omettere --screenshot e --show.</translation>
    </message>
    <message>
        <source>--duplicates must be ask, merge or keep: %1</source>
        <translation>--duplicates deve essere ask, merge o keep: %1</translation>
    </message>
    <message>
        <source>--import shows the preview of the file: use --show import or no --show.</source>
        <translation>--import mostra l’anteprima del file: usare --show import o nessun --show.</translation>
    </message>
    <message>
        <source>--show import needs --import FILE, or --demo for the sample order.</source>
        <translation>--show import richiede --import FILE, oppure --demo per l’ordine di esempio.</translation>
    </message>
    <message>
        <source>With --add: also add lines above the large-quantity limits of Preferences (default: more than 20 packs, 25 kg or 500 gross), which are otherwise left out as needs_confirmation.</source>
        <translation>Con --add: aggiunge anche le righe oltre i limiti delle quantità elevate delle Preferenze (predefinito: più di 20 confezioni, 25 kg o 500 lordi), altrimenti tralasciate come needs_confirmation.</translation>
    </message>
    <message>
        <source>--allow-large goes with --add: without it nothing is added.</source>
        <translation>--allow-large va usato con --add: senza --add non viene aggiunto nulla.</translation>
    </message>
    <message>
        <source>With --add: add every line anew, also the lines an earlier run of the same file already added (without it they are reported as already_added and not sent).</source>
        <translation>Con --add: aggiunge di nuovo ogni riga, anche quelle già aggiunte da un’esecuzione precedente dello stesso file (senza questa opzione vengono riportate come already_added e non inviate).</translation>
    </message>
    <message>
        <source>--report, --add, --allow-large, --again and --duplicates need --import FILE.</source>
        <translation>--report, --add, --allow-large, --again e --duplicates richiedono --import FILE.</translation>
    </message>
    <message>
        <source>--again goes with --add: without it nothing is added.</source>
        <translation>--again va usato con --add: senza --add non viene aggiunto nulla.</translation>
    </message>
</context>
<context>
    <name>DemoServerMain</name>
    <message>
        <source>Serves the Webshop Commerce Service API with demo data, for trials, tests and integrators.</source>
        <translation>Fornisce l’API Webshop Commerce Service con dati demo, per prove, test e integratori.</translation>
    </message>
    <message>
        <source>Port to listen on (0: any free port).</source>
        <translation>Porta di ascolto (0: qualsiasi porta libera).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>Address to listen on (default: loopback only).</source>
        <translation>Indirizzo di ascolto (predefinito: solo loopback).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>indirizzo</translation>
    </message>
    <message>
        <source>Number of articles (0: the curated demo range).</source>
        <translation>Numero di articoli (0: l’assortimento demo predefinito).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Token lifetime in seconds.</source>
        <translation>Durata di validità dei token in secondi.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondi</translation>
    </message>
    <message>
        <source>Delay every reply.</source>
        <translation>Ritarda ogni risposta.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Fraction of requests answered 503 (0 to 1).</source>
        <translation>Frazione di richieste a cui si risponde con 503 (da 0 a 1).</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>tasso</translation>
    </message>
    <message>
        <source>Send replies one byte per interval.</source>
        <translation>Invia le risposte un byte per intervallo.</translation>
    </message>
    <message>
        <source>Read each request, then close the connection without a reply.</source>
        <translation>Legge ogni richiesta, poi chiude la connessione senza rispondere.</translation>
    </message>
    <message>
        <source>Put a few lines into the first demo customer&apos;s basket.</source>
        <translation>Inserisce alcune righe nel carrello del primo cliente demo.</translation>
    </message>
    <message>
        <source>Do not log requests.</source>
        <translation>Non registra le richieste.</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2</source>
        <translation>Valore non valido per --%1: %2</translation>
    </message>
    <message>
        <source>Invalid address for --bind: %1</source>
        <translation>Indirizzo non valido per --bind: %1</translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2.</source>
        <translation>Impossibile mettersi in ascolto su %1, porta %2.</translation>
    </message>
    <message>
        <source>Webshop demo backend %1 listening on %2 (%3 articles, ready in %4 ms)</source>
        <translation>Backend demo Webshop %1 in ascolto su %2 (%3 articoli, pronto in %4 ms)</translation>
    </message>
    <message>
        <source>Client login:   apiUser %1, apiPw %2</source>
        <translation>Accesso API:     apiUser %1, apiPw %2</translation>
    </message>
    <message>
        <source>Customer login: username %1, password %2 (%3, customer %4)</source>
        <translation>Accesso cliente: username %1, password %2 (%3, cliente %4)</translation>
    </message>
    <message>
        <source>Faults: latency %1 ms, error rate %2, drip %3 ms, drop %4</source>
        <translation>Guasti simulati: latenza %1 ms, tasso di errore %2, drip %3 ms, drop %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivo</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Premere Ctrl+C per arrestare.</translation>
    </message>
    <message>
        <source>How addItem answers: sync (200 with the basket), async[:ms] (202 with {}; the line appears after ms, default 300) or async-empty[:ms] (the same without a body).</source>
        <translation>Come risponde addItem: sync (200 con il carrello), async[:ms] (202 con {}; la riga compare dopo ms, predefinito 300) o async-empty[:ms] (lo stesso senza corpo).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>modalità</translation>
    </message>
    <message>
        <source>The article of basket lines: bundle (the bettyBundleId), variant (the bettyVariantId) or other (an ID of another scheme, ART-…).</source>
        <translation>L’articolo delle righe del carrello: bundle (il bettyBundleId), variant (il bettyVariantId) o other (un ID di un altro schema, ART-…).</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>schema</translation>
    </message>
    <message>
        <source>articleNet, articleGross and articleVATAmount of basket lines: line (line amounts) or unit (the price of one pack or kg).</source>
        <translation>articleNet, articleGross e articleVATAmount delle righe del carrello: line (importi di riga) o unit (il prezzo di una confezione o di un kg).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>Answer 403 on this endpoint, as if outside the API key&apos;s scope (repeatable; one of %1).</source>
        <translation>Risponde 403 su questo endpoint, come se fosse fuori dall’ambito della chiave API (ripetibile; uno tra: %1).</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>endpoint</translation>
    </message>
    <message>
        <source>Run the server&apos;s clock this many seconds off: iat and exp of new tokens shift, yet the server accepts them for the token lifetime (below minus the lifetime: tokens expired when issued).</source>
        <translation>Sposta l’orologio del server di questo numero di secondi: iat ed exp dei nuovi token si spostano, ma il server li accetta per la durata di validità dei token (sotto meno la durata di validità: token già scaduti all’emissione).</translation>
    </message>
    <message>
        <source>What getBasket answers with 200: normal (the basket), empty ({}) or envelope (an error object); with :n for the next n reads only.</source>
        <translation>Cosa risponde getBasket con 200: normal (il carrello), empty ({}) o envelope (un oggetto di errore); con :n solo per le prossime n letture.</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>risposta</translation>
    </message>
    <message>
        <source>Every addItem appends a line of its own: a bundle added twice shows as two lines.</source>
        <translation>Ogni addItem aggiunge una riga a sé: una confezione aggiunta due volte compare come due righe.</translation>
    </message>
    <message>
        <source>(expected %1)</source>
        <translation>(atteso: %1)</translation>
    </message>
    <message>
        <source>sync, async[:ms] or async-empty[:ms], ms from 0 to %1</source>
        <translation>sync, async[:ms] o async-empty[:ms], ms da 0 a %1</translation>
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
        <translation>secondi interi da %1 a %2</translation>
    </message>
    <message>
        <source>normal, empty[:n] or envelope[:n], n from 1</source>
        <translation>normal, empty[:n] o envelope[:n], n da 1 in su</translation>
    </message>
    <message>
        <source>Spec variants: %1</source>
        <translation>Varianti della specifica: %1</translation>
    </message>
    <message>
        <source>addItem waits this long before it applies the add and answers (no byte meanwhile; other requests are served).</source>
        <translation>addItem attende questo tempo prima di applicare l’aggiunta e rispondere (nel frattempo nessun byte; le altre richieste vengono servite).</translation>
    </message>
    <message>
        <source>addItem applies the add, sends the status line and headers with a Content-Length larger than what follows, half the body, and closes the connection.</source>
        <translation>addItem applica l’aggiunta, invia la riga di stato e le intestazioni con un Content-Length maggiore di ciò che segue, metà del corpo, e chiude la connessione.</translation>
    </message>
    <message>
        <source>addItem: close the connection without a reply, the add not applied (before) or applied (after); with :n for the next n adds only.</source>
        <translation>addItem: chiudere la connessione senza risposta, l’aggiunta non applicata (before) o applicata (after); con :n solo per le prossime n aggiunte.</translation>
    </message>
    <message>
        <source>when</source>
        <translation>quando</translation>
    </message>
    <message>
        <source>addItem answers this HTTP status (200 to 599; 301, 302, 303, 307 and 308 with a Location to the same path); the add is applied only with :applied.</source>
        <translation>addItem risponde con questo stato HTTP (da 200 a 599; 301, 302, 303, 307 e 308 con un Location verso lo stesso percorso); l’aggiunta viene applicata solo con :applied.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>codice</translation>
    </message>
    <message>
        <source>Another client changes the basket: at every n-th basket read the server adds a random other bundle (1 to 3 units), or with :same the bundle and amount of the latest addItem.</source>
        <translation>Un altro client modifica il carrello: a ogni n-esima lettura del carrello il server aggiunge un’altra confezione a caso (da 1 a 3 unità), oppure con :same la confezione e la quantità dell’ultimo addItem.</translation>
    </message>
    <message>
        <source>A seeded mix of addItem faults for soak tests: each add is faulty with probability rate (default 0.5); also foreign changes at every 2nd read and a basket article scheme drawn from the seed.</source>
        <translation>Un mix riproducibile di guasti di addItem per test di durata: ogni aggiunta è guasta con probabilità rate (predefinito 0.5); inoltre modifiche estranee a ogni 2ª lettura e uno schema di articolo delle righe estratto dal seme.</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seme</translation>
    </message>
    <message>
        <source>The delay of a slow add under --chaos (beyond the client&apos;s give-up).</source>
        <translation>Il ritardo di un’aggiunta lenta con --chaos (oltre la rinuncia del client).</translation>
    </message>
    <message>
        <source>before[:n] or after[:n], n from 1</source>
        <translation>before[:n] o after[:n], n da 1 in su</translation>
    </message>
    <message>
        <source>a status from 200 to 599, optionally :applied</source>
        <translation>uno stato da 200 a 599, facoltativamente :applied</translation>
    </message>
    <message>
        <source>n[:same], n from 1</source>
        <translation>n[:same], n da 1 in su</translation>
    </message>
    <message>
        <source>seed[:rate], a whole number and a rate from 0 to 1</source>
        <translation>seed[:rate], un numero intero e un tasso da 0 a 1</translation>
    </message>
    <message>
        <source>Add faults: %1</source>
        <translation>Guasti di addItem: %1</translation>
    </message>
</context>
<context>
    <name>GuideDemo</name>
    <message>
        <source>Walk-in %1</source>
        <translation>Cella frigo %1</translation>
    </message>
    <message>
        <source>Freezer %1</source>
        <translation>Congelatore %1</translation>
    </message>
    <message>
        <source>Dry store %1</source>
        <translation>Dispensa %1</translation>
    </message>
    <message>
        <source>Bar %1</source>
        <translation>Bar %1</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>packs</source>
        <translation>confezioni</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation>Impossibile salvare lo screenshot in %1.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing finished loading within %n second(s).</source>
        <translation>
            <numerusform>Nessun caricamento completato entro %n secondo.</numerusform>
            <numerusform>Nessun caricamento completato entro %n secondi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::api::BasketSync</name>
    <message>
        <source>The basket could not be read, so nothing was added. Try again when the connection is back.</source>
        <translation>Impossibile leggere il carrello, quindi non è stato aggiunto nulla. Riprovare quando la connessione sarà ripristinata.</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Verifica del carrello…</translation>
    </message>
    <message>
        <source>The item was not added: %1</source>
        <translation>L’articolo non è stato aggiunto: %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 of this item; it was also changed elsewhere.</source>
        <translation>Ora il carrello contiene %1 di questo articolo; il carrello è stato modificato anche altrove.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was added.</source>
        <translation>Annullato: non è stato aggiunto nulla.</translation>
    </message>
    <message>
        <source>Not confirmed: the basket was switched before this add could be checked. It may have been added to the previous basket.</source>
        <translation>Non confermato: il carrello è stato cambiato prima che fosse possibile verificare l’aggiunta. L’articolo potrebbe essere stato aggiunto al carrello precedente.</translation>
    </message>
    <message>
        <source>Added; waiting for the basket to show it…</source>
        <translation>Aggiunto; in attesa che il carrello lo mostri…</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket could not be read to show it yet.</source>
        <translation>Aggiunto (confermato dal server); non è stato ancora possibile leggere il carrello per mostrarlo.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Aggiunto (confermato dal server), ma il carrello non lo mostra ancora.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket was switched before it could be shown.</source>
        <translation>Aggiunto (confermato dal server); il carrello è stato cambiato prima che fosse possibile mostrarlo.</translation>
    </message>
    <message>
        <source>Cancelled: the login ended before this item was sent. Nothing was added.</source>
        <translation>Annullato: l’accesso è terminato prima dell’invio di questo articolo. Non è stato aggiunto nulla.</translation>
    </message>
    <message>
        <source>Not confirmed: the login ended before this add could be checked. It may have been added; check the basket after signing in again.</source>
        <translation>Non confermato: l’accesso è terminato prima che fosse possibile verificare l’aggiunta. L’articolo potrebbe essere stato aggiunto; verificare il carrello dopo aver eseguito di nuovo l’accesso.</translation>
    </message>
    <message>
        <source>No clear answer from the server; checking whether the basket shows the item…</source>
        <translation>Nessuna risposta chiara dal server; verifica in corso della presenza dell’articolo nel carrello…</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket could not be read: the item may or may not have been added. It is checked again at every basket read; do not add it again meanwhile.</source>
        <translation>Nessuna risposta chiara dal server e impossibile leggere il carrello: l’articolo potrebbe essere stato aggiunto oppure no. Viene verificato di nuovo a ogni lettura del carrello; nel frattempo non aggiungerlo di nuovo.</translation>
    </message>
    <message>
        <source>The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.</source>
        <translation>Questa app non può ridurre il carrello; correggerlo tramite il proprio referente commerciale o nel negozio online.</translation>
    </message>
    <message>
        <source>The basket total grew by twice this item&apos;s price: the server may have added it twice, or the same was added elsewhere. %1</source>
        <translation>Il totale del carrello è aumentato del doppio del prezzo di questo articolo: il server potrebbe averlo aggiunto due volte, oppure lo stesso articolo è stato aggiunto altrove. %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 where this add was %2: the server may have added it twice, or the same was added elsewhere. %3</source>
        <translation>Ora il carrello contiene %1, mentre questa aggiunta era di %2: il server potrebbe averlo aggiunto due volte, oppure lo stesso articolo è stato aggiunto altrove. %3</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket does not show this item yet: it may still arrive. It was not sent again. Check the basket before adding it again.</source>
        <translation>Nessuna risposta chiara dal server e il carrello non mostra ancora questo articolo: potrebbe ancora arrivare. Non è stato inviato di nuovo. Verificare il carrello prima di aggiungerlo di nuovo.</translation>
    </message>
    <message>
        <source>In the basket: the server had not answered, but the basket grew by exactly this item.</source>
        <translation>Nel carrello: il server non aveva risposto, ma il carrello è aumentato esattamente di questo articolo.</translation>
    </message>
    <message>
        <source>This item&apos;s line changed by %1 since it was sent, which does not match what this app added: it was also changed elsewhere. Check the basket.</source>
        <translation>La riga di questo articolo è cambiata di %1 dall’invio, il che non corrisponde a quanto aggiunto da questa app: è stata modificata anche altrove. Verificare il carrello.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</source>
        <translation>
            <numerusform>Una delle %n aggiunte in sospeso di questa confezione è nel carrello; non è ancora possibile dire quale. Verificare il carrello prima di aggiungerla di nuovo.</numerusform>
            <numerusform>Una delle %n aggiunte in sospeso di questa confezione è nel carrello; non è ancora possibile dire quale. Verificare il carrello prima di aggiungerla di nuovo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::auth::SecretStore</name>
    <message>
        <source>The system keychain is not available (%1). Your login is kept in memory for this session only.</source>
        <translation>Il portachiavi di sistema non è disponibile (%1). Le credenziali restano in memoria solo per questa sessione.</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>errore sconosciuto</translation>
    </message>
    <message>
        <source>The system keychain did not answer (it may be locked or waiting for a password). Your login is kept in memory for this session only.</source>
        <translation>Il portachiavi di sistema non risponde (potrebbe essere bloccato o in attesa di una password). Le credenziali restano in memoria solo per questa sessione.</translation>
    </message>
    <message>
        <source>The secret is too large for the system keychain. It is kept in memory for this session only.</source>
        <translation>Le credenziali sono troppo grandi per il portachiavi di sistema. Restano in memoria solo per questa sessione.</translation>
    </message>
</context>
<context>
    <name>webshop::auth::Session</name>
    <message>
        <source>The API user or API password was not accepted by the server.</source>
        <translation>Il server non ha accettato l’utente API o la password API.</translation>
    </message>
    <message>
        <source>The user name or password was not accepted by the server.</source>
        <translation>Il server non ha accettato il nome utente o la password.</translation>
    </message>
    <message>
        <source>The system keychain is not available: your login is kept in memory for this session only, and you will be asked again next time.</source>
        <translation>Il portachiavi di sistema non è disponibile: le credenziali restano in memoria solo per questa sessione e verranno richieste di nuovo la prossima volta.</translation>
    </message>
    <message>
        <source>Your login has expired and could not be renewed. Please log in again.</source>
        <translation>L’accesso è scaduto e non è stato possibile rinnovarlo. Accedere di nuovo.</translation>
    </message>
</context>
<context>
    <name>webshop::control::AddHistoryModel</name>
    <message>
        <source>Waiting to be sent</source>
        <translation>In attesa di invio</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>In corso di invio</translation>
    </message>
    <message>
        <source>Checking the basket</source>
        <translation>Verifica del carrello</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>Nel carrello</translation>
    </message>
    <message>
        <source>Added, not shown yet</source>
        <translation>Aggiunto, non ancora visibile</translation>
    </message>
    <message>
        <source>Added twice</source>
        <translation>Aggiunto due volte</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Non noto</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Non aggiunto</translation>
    </message>
    <message>
        <source>Article details</source>
        <translation>Dettagli articolo</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Ordine rapido</translation>
    </message>
    <message>
        <source>Order file</source>
        <translation>File d’ordine</translation>
    </message>
    <message>
        <source>Order file (command line)</source>
        <translation>File d’ordine (riga di comando)</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, riga %2</translation>
    </message>
    <message>
        <source>Guided order</source>
        <translation>Ordine guidato</translation>
    </message>
    <message>
        <source>Net %1</source>
        <translation>Netto %1</translation>
    </message>
    <message>
        <source>%1 (added again)</source>
        <translation>%1 (aggiunto di nuovo)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Articolo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Qtà</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Prezzo un. lordo</translation>
    </message>
    <message>
        <source>Line gross</source>
        <translation>Importo lordo</translation>
    </message>
    <message>
        <source>Added from</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Dettagli</translation>
    </message>
</context>
<context>
    <name>webshop::control::BasketAdds</name>
    <message>
        <source>Not added: sign in and choose a delivery address first.</source>
        <translation>Non aggiunto: accedere e scegliere prima un indirizzo di consegna.</translation>
    </message>
    <message>
        <source>Not added: the delivery address or the customer changed after this line was checked. Nothing was sent; check the line for the new store and add it again.</source>
        <translation>Non aggiunto: l’indirizzo di consegna o il cliente è cambiato dopo la verifica di questa riga. Non è stato inviato nulla; verificare la riga per il nuovo punto vendita e aggiungerla di nuovo.</translation>
    </message>
    <message>
        <source>Not added: the quantity must be more than 0.</source>
        <translation>Non aggiunto: la quantità deve essere maggiore di 0.</translation>
    </message>
    <message>
        <source>Not added: this computer could not write the add down first (%1). Nothing was sent.</source>
        <translation>Non aggiunto: questo computer non è riuscito a registrare prima l’aggiunta (%1). Non è stato inviato nulla.</translation>
    </message>
    <message>
        <source>the local data folder cannot be written</source>
        <translation>impossibile scrivere nella cartella dei dati locali</translation>
    </message>
    <message>
        <source>Not added: the app closed before this add was sent.</source>
        <translation>Non aggiunto: l’app è stata chiusa prima dell’invio di questa aggiunta.</translation>
    </message>
    <message>
        <source>In the basket (checked after the app was started again).</source>
        <translation>Nel carrello (verificato dopo il riavvio dell’app).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it before the app closed), but the basket does not show it.</source>
        <translation>Aggiunto (il server lo ha confermato prima della chiusura dell’app), ma il carrello non lo mostra.</translation>
    </message>
    <message>
        <source>This add was on its way when the app closed, and the basket does not show it: it did not arrive, or it was changed in the web shop. It was not sent again; check the basket before adding it again.</source>
        <translation>Questa aggiunta era in corso di invio quando l’app è stata chiusa e il carrello non la mostra: non è arrivata oppure è stata modificata nel negozio online. Non è stata inviata di nuovo; verificare il carrello prima di aggiungere di nuovo l’articolo.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) were on their way when the app closed:</source>
        <translation>
            <numerusform>%n aggiunta era in corso di invio quando l’app è stata chiusa:</numerusform>
            <numerusform>%n aggiunte erano in corso di invio quando l’app è stata chiusa:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the basket</source>
        <translation>
            <numerusform>%n nel carrello</numerusform>
            <numerusform>%n nel carrello</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not known (check the basket)</source>
        <translation>
            <numerusform>%n con esito non noto (verificare il carrello)</numerusform>
            <numerusform>%n con esito non noto (verificare il carrello)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n non inviata</numerusform>
            <numerusform>%n non inviate</numerusform>
        </translation>
    </message>
    <message>
        <source>The basket could not be read (%1). Nothing changed; check again later.</source>
        <translation>Impossibile leggere il carrello (%1). Non è cambiato nulla; verificare di nuovo più tardi.</translation>
    </message>
    <message>
        <source>In the basket (checked again at %1).</source>
        <translation>Nel carrello (verificato di nuovo alle %1).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket still does not show it (checked again at %1).</source>
        <translation>Aggiunto (confermato dal server), ma il carrello continua a non mostrarlo (verificato di nuovo alle %1).</translation>
    </message>
    <message>
        <source>Checked again at %1: the basket does not show this add. It did not arrive, or it was changed in the web shop. Adding it again may put it in the basket twice.</source>
        <translation>Verificato di nuovo alle %1: il carrello non mostra questa aggiunta. Non è arrivata oppure è stata modificata nel negozio online. Aggiungendola di nuovo, potrebbe trovarsi due volte nel carrello.</translation>
    </message>
    <message numerus="yes">
        <source>%n still not known</source>
        <translation>
            <numerusform>%n con esito ancora non noto</numerusform>
            <numerusform>%n con esito ancora non noto</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked the basket again at %1: %2.</source>
        <translation>Carrello verificato di nuovo alle %1: %2.</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportController</name>
    <message>
        <source>separated by tabs</source>
        <translation>separato da tabulazioni</translation>
    </message>
    <message>
        <source>separated by semicolons</source>
        <translation>separato da punti e virgola</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>separato da virgole</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>una colonna</translation>
    </message>
    <message>
        <source>separated by &quot;%1&quot;</source>
        <translation>separato da «%1»</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation>Impossibile aprire il file %1: %2</translation>
    </message>
    <message>
        <source>The file %1 is larger than 64 MB: that is not an order file.</source>
        <translation>Il file %1 supera i 64 MB: non è un file d’ordine.</translation>
    </message>
    <message>
        <source>first line is a header</source>
        <translation>la prima riga è un’intestazione</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>Impossibile salvare il report in %1: %2</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportPreviewModel</name>
    <message>
        <source>Checking…</source>
        <translation>Verifica…</translation>
    </message>
    <message>
        <source>Number found</source>
        <translation>Codice trovato</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Corrispondenza migliore</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Da scegliere</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Non trovato</translation>
    </message>
    <message>
        <source>Check quantity</source>
        <translation>Verificare quantità</translation>
    </message>
    <message>
        <source>Same as line %1</source>
        <translation>Come la riga %1</translation>
    </message>
    <message>
        <source>Merged into line %1</source>
        <translation>Unita alla riga %1</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Saltata</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Non verificata</translation>
    </message>
    <message>
        <source>Not checked (error)</source>
        <translation>Non verificata (errore)</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Aggiunto</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Non aggiunto</translation>
    </message>
    <message>
        <source>Check basket</source>
        <translation>Controllare il carrello</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>Nel file</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Articolo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Added before</source>
        <translation>Già aggiunto</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Prezzo un. netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Prezzo un. lordo</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Totale netto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Totale lordo</translation>
    </message>
    <message>
        <source>≈: without deposit. The shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet.</source>
        <translation>≈: senza cauzione. Il negozio indica la cauzione di una confezione solo nel carrello, e questa confezione non è ancora nel carrello.</translation>
    </message>
    <message>
        <source>Incl. %1 deposit</source>
        <translation>Incl. %1 di cauzione</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 incl. %2 di cauzione</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The order total of the ready lines before they are added, e.g. &quot;Total gross: 1.234,56 €&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price</source>
        <translation>
            <numerusform>%Ln riga senza prezzo noto</numerusform>
            <numerusform>%Ln righe senza prezzo noto</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::control::OfflineCache</name>
    <message>
        <source>Not added: the server cannot be reached. Nothing is kept to send later: add it again once the connection is back.</source>
        <translation>Non aggiunto: il server non è raggiungibile. Niente viene conservato per un invio successivo: aggiungilo di nuovo quando la connessione torna.</translation>
    </message>
    <message>
        <source>The remembered sign-in was not accepted by the server. Please sign in again.</source>
        <translation>L’accesso memorizzato non è stato accettato dal server. Accedi di nuovo.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuideController</name>
    <message>
        <source>No one is signed in with a delivery address.</source>
        <translation>Nessuno ha effettuato l’accesso con un indirizzo di consegna.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuides</name>
    <message>
        <source>The file has no header: a guide&apos;s file starts with bundle_id, par, position, note.</source>
        <translation>Il file non ha un’intestazione: il file di una guida d’ordine inizia con bundle_id, par, position, note.</translation>
    </message>
    <message>
        <source>Line %1: no pack number.</source>
        <translation>Riga %1: manca il numero della confezione.</translation>
    </message>
    <message>
        <source>Line %1: the par &quot;%2&quot; is not a clear number; the line was left out.</source>
        <translation>Riga %1: la scorta obiettivo «%2» non è un numero chiaro; la riga è stata tralasciata.</translation>
    </message>
</context>
<context>
    <name>webshop::control::QuickOrder</name>
    <message>
        <source>The basket has no lines to order again.</source>
        <translation>Il carrello non ha righe da ordinare di nuovo.</translation>
    </message>
    <message>
        <source>The list “%1” has no articles.</source>
        <translation>La lista «%1» non contiene articoli.</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Impossibile caricare la lista: %1</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparison</name>
    <message>
        <source>The app does not know this article yet. Search for it once, then compare again.</source>
        <translation>L’app non conosce ancora questo articolo. Cercalo una volta, poi confronta di nuovo.</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparisonModel</name>
    <message>
        <source>Store %1</source>
        <translation>Punto vendita %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Verifica…</translation>
    </message>
    <message>
        <source>Not sold here</source>
        <translation>Non venduto qui</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Non caricato</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Non verificato</translation>
    </message>
    <message>
        <source>This store does not sell this article in this pack.</source>
        <translation>Questo punto vendita non vende l’articolo in questa confezione.</translation>
    </message>
    <message>
        <source>The store sells it, but the server gave no price.</source>
        <translation>Il punto vendita lo vende, ma il server non ha indicato un prezzo.</translation>
    </message>
    <message>
        <source>The comparison was cancelled before this store was asked.</source>
        <translation>Il confronto è stato annullato prima di interpellare questo punto vendita.</translation>
    </message>
    <message>
        <source>Per unit: %1 net, %2 gross</source>
        <translation>Per unità: %1 netto, %2 lordo</translation>
    </message>
    <message>
        <source>%1, cheapest</source>
        <translation>%1, il più conveniente</translation>
    </message>
    <message>
        <source>%1 of %2 lines: those every store sells</source>
        <translation>%1 righe su %2: quelle vendute da ogni punto vendita</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>No total</source>
        <translation>Nessun totale</translation>
    </message>
    <message>
        <source>The store of your current delivery address</source>
        <translation>Il punto vendita del tuo indirizzo di consegna attuale</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Articolo</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Cauzione</translation>
    </message>
    <message>
        <source>%1
%2 · current store</source>
        <translation>%1
%2 · punto vendita attuale</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>not sold at %1</source>
        <translation>non venduto presso %1</translation>
    </message>
    <message>
        <source>price unknown at %1</source>
        <translation>prezzo non disponibile presso %1</translation>
    </message>
    <message>
        <source>not checked at %1</source>
        <translation>non verificato presso %1</translation>
    </message>
    <message>
        <source>prices in different currencies</source>
        <translation>prezzi in valute diverse</translation>
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
        <translation>≈: l’aliquota IVA non si ricava esattamente dal prezzo di questa confezione: il carrello può differire di un centesimo.</translation>
    </message>
</context>
<context>
    <name>webshop::localstore::LocalStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Impossibile creare la cartella %1.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be created.</source>
        <translation>Impossibile creare il file di dati locali %1.</translation>
    </message>
    <message>
        <source>The local data was written by a newer version of the app; it is left as it is.</source>
        <translation>I dati locali sono stati scritti da una versione più recente dell’app; vengono lasciati come sono.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be used.</source>
        <translation>Impossibile usare il file di dati locali %1.</translation>
    </message>
    <message>
        <source>Local data could not be saved: %1</source>
        <translation>Impossibile salvare i dati locali: %1</translation>
    </message>
</context>
<context>
    <name>webshop::models::AddResultText</name>
    <message>
        <source>Waiting for the previous add…</source>
        <translation>In attesa dell’aggiunta precedente…</translation>
    </message>
    <message>
        <source>Adding to basket…</source>
        <translation>Aggiunta al carrello…</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Verifica del carrello…</translation>
    </message>
    <message>
        <source>✓ Added to basket.</source>
        <translation>✓ Aggiunto al carrello.</translation>
    </message>
    <message>
        <source>✓ Added %1 to the basket.</source>
        <translation>✓ Aggiunto al carrello: %1.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Aggiunto (confermato dal server), ma il carrello non lo mostra ancora.</translation>
    </message>
    <message>
        <source>The shop added this twice. Please correct it in the webshop.</source>
        <translation>Il negozio ha aggiunto questo articolo due volte. Correggerlo nel negozio online.</translation>
    </message>
    <message>
        <source>It is not known whether this was added. Check the basket before adding it again.</source>
        <translation>Non è noto se sia stato aggiunto. Verificare il carrello prima di aggiungerlo di nuovo.</translation>
    </message>
    <message>
        <source>Not added.</source>
        <translation>Non aggiunto.</translation>
    </message>
</context>
<context>
    <name>webshop::models::BasketModel</name>
    <message>
        <source>Article %1: details are not loaded yet</source>
        <translation>Articolo %1: dettagli non ancora caricati</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Articolo</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Prezzo un. netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Prezzo un. lordo</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Worked out from the line total: the catalogue price may differ by a cent.</source>
        <translation>Calcolato dal totale della riga: il prezzo di catalogo può differire di un centesimo.</translation>
    </message>
    <message>
        <source>Article without a number</source>
        <translation>Articolo senza codice</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The goods, without deposit and VAT</source>
        <translation>La merce, senza cauzione né IVA</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), without VAT</source>
        <translation>Cauzione sui vuoti (bottiglie, casse), senza IVA</translation>
    </message>
    <message>
        <source>VAT on the goods and the deposit</source>
        <translation>IVA su merce e cauzione</translation>
    </message>
    <message>
        <source>What the line costs: goods net + deposit net + VAT</source>
        <translation>Quanto costa la riga: merce netto + cauzione netto + IVA</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Merce netto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Lordo incl. cauzione</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Cauzione netto</translation>
    </message>
    <message>
        <source>Article no. %1 · Pack no. %2</source>
        <extracomment>A basket line&apos;s numbers: the article (variant) and the pack (what the basket orders)</extracomment>
        <translation>Cod. articolo %1 · Cod. confezione %2</translation>
    </message>
</context>
<context>
    <name>webshop::models::BundlesModel</name>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Contenuto</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Lordo</translation>
    </message>
</context>
<context>
    <name>webshop::models::GuideModel</name>
    <message>
        <source>not counted</source>
        <translation>non contato</translation>
    </message>
    <message>
        <source>no par</source>
        <translation>senza scorta</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>sufficiente</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>One earlier add in the guide&apos;s &quot;Ordered before&quot; column: &quot;3 on 24/11&quot;</extracomment>
        <translation>%1 il %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Without deposit, or with an estimated one: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>Senza cauzione o con una stimata: il negozio indica la cauzione di una confezione solo nel carrello.</translation>
    </message>
    <message>
        <source>The most this pack was added on one day in the last four weeks. Take it with Ctrl+Shift+P.</source>
        <translation>La quantità massima di questa confezione aggiunta in un giorno nelle ultime quattro settimane. Adottala con Ctrl+Maiusc+P.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Article · pack</source>
        <translation>Articolo · confezione</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Conta in</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Scorta</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Suggerita</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Giacenza</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Da ordinare</translation>
    </message>
    <message>
        <source>Net incl. deposit</source>
        <translation>Netto incl. cauzione</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Lordo incl. cauzione</translation>
    </message>
    <message>
        <source>Ordered before</source>
        <translation>Ordinato prima</translation>
    </message>
</context>
<context>
    <name>webshop::models::ListItemsModel</name>
    <message>
        <source>Article</source>
        <translation>Articolo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Contenuto</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under a list line&apos;s name: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>nel carrello: %1</translation>
    </message>
    <message>
        <source>%1
Article no. %2 · Pack no. %3</source>
        <extracomment>A list line&apos;s tooltip: the name, then the article number and the chosen pack&apos;s number</extracomment>
        <translation>%1
Cod. articolo %2 · Cod. confezione %3</translation>
    </message>
</context>
<context>
    <name>webshop::models::MoneyFormat</name>
    <message>
        <source>price unknown</source>
        <translation>prezzo non disponibile</translation>
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
        <translation>Cod. art.</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Articolo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Qtà</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Prezzo un. netto</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Cauzione</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Lordo</translation>
    </message>
    <message>
        <source>Order sheet · %1</source>
        <extracomment>The line at the top of every printed page: &quot;Order sheet · Basket&quot;</extracomment>
        <translation>Modulo d’ordine · %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Order sheet</source>
        <translation>Modulo d’ordine</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln line(s)</source>
        <extracomment>Under the title of a printed order sheet: &quot;Basket · 12 lines&quot;</extracomment>
        <translation>
            <numerusform>%1 · %Ln riga</numerusform>
            <numerusform>%1 · %Ln righe</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Indirizzo di consegna</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Punto vendita</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Totale netto</translation>
    </message>
    <message>
        <source>of which deposit (net)</source>
        <translation>di cui cauzione (netto)</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Totale lordo</translation>
    </message>
    <message>
        <source>Net and gross amounts include the deposit.</source>
        <translation>Gli importi netti e lordi includono la cauzione.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price are not in the totals.</source>
        <translation>
            <numerusform>%Ln riga senza prezzo non è inclusa nei totali.</numerusform>
            <numerusform>%Ln righe senza prezzo non sono incluse nei totali.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Punto vendita %1</translation>
    </message>
    <message numerus="yes">
        <source>Net and gross amounts include the deposit where the basket states it: %Ln line(s) without a known deposit (the pack is not in the basket yet).</source>
        <translation>
            <numerusform>Gli importi netti e lordi includono la cauzione dove il carrello la indica: %Ln riga senza cauzione nota (la confezione non è ancora nel carrello).</numerusform>
            <numerusform>Gli importi netti e lordi includono la cauzione dove il carrello la indica: %Ln righe senza cauzione nota (le confezioni non sono ancora nel carrello).</numerusform>
        </translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Scorta</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Conta in</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Giacenza</translation>
    </message>
    <message>
        <source>Count sheet</source>
        <translation>Foglio di conteggio</translation>
    </message>
    <message>
        <source>Count sheet · %1</source>
        <extracomment>The line at the top of every printed page of an order guide&apos;s count sheet</extracomment>
        <translation>Foglio di conteggio · %1</translation>
    </message>
    <message>
        <source>Pack no.</source>
        <translation>Cod. conf.</translation>
    </message>
</context>
<context>
    <name>webshop::models::PackAddWords</name>
    <message numerus="yes">
        <source>%n earlier add(s) of this pack not known yet: check the basket before adding it again.</source>
        <translation>
            <numerusform>%n aggiunta precedente di questa confezione non è ancora confermata: controlli il carrello prima di aggiungerla di nuovo.</numerusform>
            <numerusform>%n aggiunte precedenti di questa confezione non sono ancora confermate: controlli il carrello prima di aggiungerla di nuovo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PersonalListsModel</name>
    <message>
        <source>Untitled list</source>
        <translation>Lista senza nome</translation>
    </message>
    <message>
        <source>List unavailable</source>
        <translation>Lista non disponibile</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Caricamento…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln articolo</numerusform>
            <numerusform>%Ln articoli</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved on this computer</source>
        <translation>Non salvato su questo computer</translation>
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
        <translation>Costava %1 all’ultima visualizzazione</translation>
    </message>
    <message>
        <source>Was %1 when you last saw it (%2)</source>
        <translation>Costava %1 all’ultima visualizzazione (%2)</translation>
    </message>
</context>
<context>
    <name>webshop::models::PriceDisplay</name>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Lordo</translation>
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
        <translation>%1 · digitato: %2 · cod. confezione %3</translation>
    </message>
    <message>
        <source>Whole packs only: type a whole number.</source>
        <translation>Solo confezioni intere: inserisci un numero intero.</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Ricerca…</translation>
    </message>
    <message>
        <source>Several articles fit: choose one.</source>
        <translation>Più articoli corrispondono: scegline uno.</translation>
    </message>
    <message>
        <source>No article found.</source>
        <translation>Nessun articolo trovato.</translation>
    </message>
    <message>
        <source>Press Enter to look it up.</source>
        <translation>Premi Invio per cercarlo.</translation>
    </message>
    <message>
        <source>Article number or words</source>
        <translation>Codice articolo o parole</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Prezzo un. netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Prezzo un. lordo</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Totale netto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Totale lordo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under or beside a line: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>nel carrello: %1</translation>
    </message>
    <message>
        <source>May have been added: this add was on its way when the app closed. The basket is checked at the next sign-in; it is not sent again by itself.</source>
        <translation>Forse aggiunto: questa aggiunta era in corso di invio quando l’app è stata chiusa. Il carrello viene verificato al prossimo accesso; l’aggiunta non viene reinviata automaticamente.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Cauzione</translation>
    </message>
    <message>
        <source>Without deposit: the shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet. The basket may show more.</source>
        <translation>Senza cauzione: il negozio indica la cauzione di una confezione solo nel carrello, e questa confezione non è ancora nel carrello. Il carrello può mostrare di più.</translation>
    </message>
    <message>
        <source>The VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>L’aliquota IVA non si ricava esattamente dal prezzo di questa confezione: il carrello può differire di un centesimo.</translation>
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
        <translation>pezzo</translation>
    </message>
</context>
<context>
    <name>webshop::orders::OrderCsv</name>
    <message>
        <source>Article no.</source>
        <translation>Cod. art.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantità</translation>
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
        <translation>Nessuna quantità indicata.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; is not a number.</source>
        <translation>La quantità &quot;%1&quot; non è un numero.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; could mean %2 or %3: write it without a thousands separator.</source>
        <translation>La quantità &quot;%1&quot; può significare %2 o %3: scriverla senza separatore delle migliaia.</translation>
    </message>
    <message>
        <source>The quantity must be more than 0.</source>
        <translation>La quantità deve essere maggiore di 0.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has more than four decimals.</source>
        <translation>La quantità &quot;%1&quot; ha più di quattro decimali.</translation>
    </message>
    <message>
        <source>This pack is sold in whole numbers only, not %1.</source>
        <translation>Questa confezione si vende solo in numeri interi, non %1.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Non ancora verificato.</translation>
    </message>
    <message>
        <source>Article number: %1</source>
        <translation>Codice articolo: %1</translation>
    </message>
    <message>
        <source>Best match: %1</source>
        <translation>Corrispondenza migliore: %1</translation>
    </message>
    <message>
        <source>Includes the quantities of lines %1.</source>
        <translation>Include le quantità delle righe %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1, kept as a line of its own.</source>
        <translation>Stessa confezione della riga %1, mantenuta come riga a sé.</translation>
    </message>
    <message>
        <source>The pack &quot;%1&quot; does not name one pack of %2: choose one.</source>
        <translation>La confezione &quot;%1&quot; non indica una sola confezione di %2: sceglierne una.</translation>
    </message>
    <message>
        <source>Several articles fit &quot;%1&quot;; best match: %2.</source>
        <translation>Più articoli corrispondono a &quot;%1&quot;; corrispondenza migliore: %2.</translation>
    </message>
    <message>
        <source>No article number or text.</source>
        <translation>Nessun codice articolo né testo.</translation>
    </message>
    <message>
        <source>No article found for &quot;%1&quot;.</source>
        <translation>Nessun articolo trovato per &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Merged into line %1.</source>
        <translation>Unita alla riga %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1: merge the lines or keep both.</source>
        <translation>Stessa confezione della riga %1: unire le righe o mantenerle entrambe.</translation>
    </message>
    <message>
        <source>Header line.</source>
        <translation>Riga di intestazione.</translation>
    </message>
    <message>
        <source>Blank line.</source>
        <translation>Riga vuota.</translation>
    </message>
    <message>
        <source>Comment line.</source>
        <translation>Riga di commento.</translation>
    </message>
    <message>
        <source>Not checked: the import was cancelled.</source>
        <translation>Non verificato: l’importazione è stata annullata.</translation>
    </message>
    <message>
        <source>Could not be checked: %1</source>
        <translation>Impossibile verificare: %1</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Aggiunto: %1</translation>
    </message>
    <message>
        <source>Added: %1. %2</source>
        <translation>Aggiunto: %1. %2</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Non aggiunto: %1</translation>
    </message>
    <message>
        <source>Perhaps added: check the basket. %1</source>
        <translation>Forse aggiunto: verificare il carrello. %1</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a comma, but the other quantities of this column use a point as the decimal mark: write it with a point and without a thousands separator.</source>
        <translation>La quantità &quot;%1&quot; contiene una virgola, ma le altre quantità di questa colonna usano il punto come separatore decimale: scriverla con il punto e senza separatore delle migliaia.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a point, but the other quantities of this column use a comma as the decimal mark: write it with a comma and without a thousands separator.</source>
        <translation>La quantità &quot;%1&quot; contiene un punto, ma le altre quantità di questa colonna usano la virgola come separatore decimale: scriverla con la virgola e senza separatore delle migliaia.</translation>
    </message>
    <message>
        <source>Not imported: columns %1 could each be the quantity, and no header line says which. Add a first line with the column names, with %2 above the quantity column.</source>
        <extracomment>%1: column numbers (&quot;2 and 3&quot;); %2: the header names the reader accepts for the quantity</extracomment>
        <translation>Non importato: ciascuna delle colonne %1 potrebbe essere la quantità e nessuna riga di intestazione indica quale. Aggiungere una prima riga con i nomi delle colonne, con %2 sopra la colonna della quantità.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the words a header may use for the quantity column, e.g. &quot;Menge&quot; or &quot;Quantity&quot;</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Not added: %1 packs of %2 are more than the %3 packs one add may have without a question.</source>
        <translation>Non aggiunto: %1 confezioni di %2 superano le %3 confezioni che si possono aggiungere in una volta senza conferma.</translation>
    </message>
    <message>
        <source>Not added: %1 kg of %2 are more than the %3 kg one add may have without a question.</source>
        <translation>Non aggiunto: %1 kg di %2 superano i %3 kg che si possono aggiungere in una volta senza conferma.</translation>
    </message>
    <message>
        <source>Not added: %1 of %2 cost %3 %4 gross, more than the %5 %4 one add may cost without a question.</source>
        <translation>Non aggiunto: %1 di %2 costano %3 %4 lordi, più dei %5 %4 che un’aggiunta può costare senza conferma.</translation>
    </message>
    <message>
        <source>Check the quantity; to add it anyway, run the import again with --allow-large, or raise the limit in Preferences (Large quantities).</source>
        <translation>Controllare la quantità; per aggiungerla comunque, eseguire di nuovo l’importazione con --allow-large oppure alzare il limite nelle Preferenze (Quantità elevate).</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this pack on %1 for line %2, and this line is not known to be in the basket.</source>
        <translation>Un’esecuzione precedente di questo file ha inviato questa confezione il %1 per la riga %2 e non è noto se questa riga sia nel carrello.</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this line on %1, and it is not known whether it arrived (or it was sent with another article or quantity).</source>
        <translation>Un’esecuzione precedente di questo file ha inviato questa riga il %1 e non è noto se sia arrivata (oppure è stata inviata con un altro articolo o un’altra quantità).</translation>
    </message>
    <message>
        <source>Not sent again. %1 Check the basket; to add it anyway, add the file again (--again on the command line).</source>
        <translation>Non inviata di nuovo. %1 Verificare il carrello; per aggiungerla comunque, aggiungere di nuovo il file (--again dalla riga di comando).</translation>
    </message>
    <message>
        <source>Already added by an earlier run of this file on %1: %2. Not sent again.</source>
        <translation>Già aggiunta da un’esecuzione precedente di questo file il %1: %2. Non inviata di nuovo.</translation>
    </message>
</context>
<context>
    <name>webshop::shell::ImportRunner</name>
    <message>
        <source>Cannot read the order file %1: %2</source>
        <translation>Impossibile leggere il file d’ordine %1: %2</translation>
    </message>
    <message>
        <source>larger than 64 MB</source>
        <translation>più grande di 64 MB</translation>
    </message>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>Impossibile avviare il negozio demo.</translation>
    </message>
    <message>
        <source>No server is configured: use --demo or --base-url URL.</source>
        <translation>Nessun server configurato: usare --demo o --base-url URL.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Nessun indirizzo di consegna di questo cliente appartiene al punto vendita %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Questo cliente non ha indirizzi di consegna.</translation>
    </message>
    <message>
        <source>This customer has several delivery addresses: choose one with --store STORE_ID.</source>
        <translation>Questo cliente ha più indirizzi di consegna: sceglierne uno con --store STORE_ID.</translation>
    </message>
    <message>
        <source>Cannot write the report %1: %2</source>
        <translation>Impossibile scrivere il report %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s): %1.</source>
        <translation>
            <numerusform>%n record: %1.</numerusform>
            <numerusform>%n record: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) need attention; see %1.</source>
        <translation>
            <numerusform>%n riga richiede attenzione; vedere %1.</numerusform>
            <numerusform>%n righe richiedono attenzione; vedere %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No login is remembered for this server: sign in once with &quot;Remember me&quot;, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Nessun accesso memorizzato per questo server: accedere una volta con &quot;Resta connesso su questo computer&quot; oppure impostare WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME e WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>Lines above the large-quantity limits were not added (needs_confirmation): check their quantities, then run again with --allow-large to add them.</source>
        <translation>Le righe oltre i limiti delle quantità elevate non sono state aggiunte (needs_confirmation): controllarne le quantità, poi eseguire di nuovo con --allow-large per aggiungerle.</translation>
    </message>
    <message>
        <source>The app&apos;s data folder cannot be written, so no add can be recorded first; nothing was added.</source>
        <translation>Impossibile scrivere nella cartella dei dati dell’app, quindi nessuna aggiunta può essere registrata prima; non è stato aggiunto nulla.</translation>
    </message>
    <message>
        <source>On its way to the basket when this report was written. If the run stopped here, run the file again: what arrived is reported already_added, the rest is added or held back.</source>
        <translation>In corso di invio al carrello quando è stato scritto questo report. Se l’esecuzione si è interrotta qui, eseguire di nuovo il file: ciò che è arrivato viene riportato come already_added, il resto viene aggiunto o trattenuto.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were added by an earlier run of this file and were not sent again (already_added); --again adds them anew.</source>
        <translation>
            <numerusform>%n riga è stata aggiunta da un’esecuzione precedente di questo file e non è stata inviata di nuovo (already_added); --again la aggiunge di nuovo.</numerusform>
            <numerusform>%n righe sono state aggiunte da un’esecuzione precedente di questo file e non sono state inviate di nuovo (already_added); --again le aggiunge di nuovo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were sent by an earlier run of this file that did not learn whether they arrived: not sent again (uncertain). Check the basket; --again adds them anyway.</source>
        <translation>
            <numerusform>%n riga è stata inviata da un’esecuzione precedente di questo file che non ha saputo se fosse arrivata: non inviata di nuovo (uncertain). Verificare il carrello; --again la aggiunge comunque.</numerusform>
            <numerusform>%n righe sono state inviate da un’esecuzione precedente di questo file che non ha saputo se fossero arrivate: non inviate di nuovo (uncertain). Verificare il carrello; --again le aggiunge comunque.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::AboutDialog</name>
    <message>
        <source>About Webshop Desktop</source>
        <translation>Informazioni su Webshop Desktop</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Order from your wholesaler&apos;s webshop: search the catalogue, check prices, fill the basket and re-order from your lists.</source>
        <translation>Ordinare dal negozio online del proprio grossista: cercare nel catalogo, controllare i prezzi, riempire il carrello e riordinare dalle liste.</translation>
    </message>
    <message>
        <source>Version %1
Qt %2 (built with %3)
QtKeychain %4</source>
        <translation>Versione %1
Qt %2 (compilato con %3)
QtKeychain %4</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddHistoryDialog</name>
    <message>
        <source>Reading the basket again…</source>
        <translation>Nuova lettura del carrello…</translation>
    </message>
    <message>
        <source>These adds cannot be checked now: sign in with this customer and delivery address first.</source>
        <translation>Queste aggiunte non possono essere verificate ora: accedere prima con questo cliente e questo indirizzo di consegna.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> per %1</translation>
    </message>
    <message>
        <source>Add %1 × %2%3 to the basket again?</source>
        <translation>Aggiungere di nuovo %1 × %2%3 al carrello?</translation>
    </message>
    <message>
        <source>It is not known whether the add of %1 reached the basket. If it did, the basket will hold it twice, and this app cannot remove lines: you would have to correct it in the webshop. Check Again first when you are not sure.</source>
        <translation>Non è noto se l’aggiunta (%1) sia arrivata nel carrello. Se è arrivata, il carrello la conterrà due volte e questa app non può rimuovere righe: occorrerebbe correggerlo nel negozio online. In caso di dubbio, usare prima «Verifica di nuovo».</translation>
    </message>
    <message>
        <source>Add Again Anyway</source>
        <translation>Aggiungi di nuovo comunque</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Aggiungi di nuovo</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>Nessuna nuova aggiunta.</translation>
    </message>
    <message>
        <source>Adding it again… Its outcome appears at the top of the list.</source>
        <translation>Nuova aggiunta in corso… L’esito comparirà in cima all’elenco.</translation>
    </message>
    <message>
        <source>It could not be added again: sign in with this customer and delivery address, and wait until it is settled.</source>
        <translation>Impossibile aggiungerla di nuovo: accedere con questo cliente e questo indirizzo di consegna e attendere che l’esito sia noto.</translation>
    </message>
    <message>
        <source>Added to Basket</source>
        <translation>Aggiunte al carrello</translation>
    </message>
    <message>
        <source>Added to basket</source>
        <translation>Aggiunte al carrello</translation>
    </message>
    <message>
        <source>Everything this app added to the basket of this customer and store: when, at which price, from where and with which outcome.</source>
        <translation>Tutto ciò che questa app ha aggiunto al carrello di questo cliente e punto vendita: quando, a quale prezzo, da dove e con quale esito.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Dal:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Al:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Tutti gli esiti</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>Nel carrello</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Non noto</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Non aggiunto</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>In corso di invio</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Esito:</translation>
    </message>
    <message>
        <source>Article, pack, number or file line</source>
        <translation>Articolo, confezione, codice o riga del file</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Cerca:</translation>
    </message>
    <message>
        <source>C&amp;heck Again</source>
        <translation>Verifica di &amp;nuovo</translation>
    </message>
    <message>
        <source>Reads the basket again and settles the selected adds whose outcome is not known</source>
        <translation>Rilegge il carrello e chiarisce le aggiunte selezionate con esito non noto</translation>
    </message>
    <message>
        <source>&amp;Add Again Anyway…</source>
        <translation>A&amp;ggiungi di nuovo comunque…</translation>
    </message>
    <message>
        <source>Adds the selected add once more: it may then be in the basket twice</source>
        <translation>Ripete l’aggiunta selezionata: potrebbe poi trovarsi due volte nel carrello</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;sporta CSV…</translation>
    </message>
    <message>
        <source>No adds in these days.</source>
        <translation>Nessuna aggiunta in questi giorni.</translation>
    </message>
    <message>
        <source>Sign in to see what this app added.</source>
        <translation>Accedere per vedere cosa ha aggiunto questa app.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s)</source>
        <translation>
            <numerusform>%n aggiunta</numerusform>
            <numerusform>%n aggiunte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n not known</source>
        <translation>
            <numerusform>%1 · %n con esito non noto</numerusform>
            <numerusform>%1 · %n con esito non noto</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>C&amp;hecking…</source>
        <translation>Verifica i&amp;n corso…</translation>
    </message>
    <message>
        <source>Added to basket %1.csv</source>
        <translation>Aggiunte al carrello %1.csv</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Esporta CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) exported to %1.</source>
        <translation>
            <numerusform>%n aggiunta esportata in %1.</numerusform>
            <numerusform>%n aggiunte esportate in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be saved: %1</source>
        <translation>Impossibile salvare il file: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddressChooser</name>
    <message>
        <source>Choose a delivery address</source>
        <translation>Scegliere un indirizzo di consegna</translation>
    </message>
    <message>
        <source>The address decides your store, its prices and what can be delivered. You can switch it later from the toolbar.</source>
        <translation>L’indirizzo determina il punto vendita, i suoi prezzi e cosa può essere consegnato. Si può cambiare in seguito dalla barra degli strumenti.</translation>
    </message>
    <message>
        <source>Delivery addresses</source>
        <translation>Indirizzi di consegna</translation>
    </message>
    <message>
        <source>Sign in as someone else</source>
        <translation>Accedi con un altro utente</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
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
        <translation>Prezzo non disponibile</translation>
    </message>
    <message>
        <source>Ask your sales contact</source>
        <translation>Chiedere al referente commerciale</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pack size(s)</source>
        <translation>
            <numerusform>%Ln confezione</numerusform>
            <numerusform>%Ln confezioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln pack size(s)</source>
        <translation>
            <numerusform>%1 · %Ln confezione</numerusform>
            <numerusform>%1 · %Ln confezioni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDetailsPane</name>
    <message>
        <source>Article details</source>
        <translation>Dettagli articolo</translation>
    </message>
    <message>
        <source>No article selected</source>
        <translation>Nessun articolo selezionato</translation>
    </message>
    <message>
        <source>Pick an article in the results to see its pack sizes and prices.</source>
        <translation>Scegliere un articolo tra i risultati per vederne confezioni e prezzi.</translation>
    </message>
    <message>
        <source>Updating prices…</source>
        <translation>Aggiornamento prezzi…</translation>
    </message>
    <message>
        <source>Pack sizes</source>
        <translation>Confezioni</translation>
    </message>
    <message>
        <source>Article no. %1</source>
        <translation>Cod. art. %1</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Nessuna immagine</translation>
    </message>
    <message>
        <source>Picture of %1</source>
        <translation>Immagine di %1</translation>
    </message>
    <message>
        <source>Current prices could not be loaded: %1</source>
        <translation>Impossibile caricare i prezzi attuali: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), where it applies, is not part of these prices. The shop states it in the basket only: a pack in your basket shows its deposit here.</source>
        <translation>La cauzione sui vuoti (bottiglie, casse), ove prevista, non è compresa in questi prezzi. Il negozio la indica solo nel carrello: una confezione nel carrello mostra qui la sua cauzione.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Chiudi messaggio</translation>
    </message>
</context>
<context>
    <name>webshop::ui::BasketPage</name>
    <message>
        <source>Basket</source>
        <translation>Carrello</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aggiorna</translation>
    </message>
    <message>
        <source>Read the basket from the shop again</source>
        <translation>Ricarica il carrello dal negozio</translation>
    </message>
    <message>
        <source>This app adds articles to your basket. To change quantities, remove lines or check out, continue in the webshop: the basket is the same there.</source>
        <translation>Questa app aggiunge articoli al carrello. Per modificare le quantità, rimuovere righe o completare l’ordine, proseguire nel negozio online: il carrello è lo stesso.</translation>
    </message>
    <message>
        <source>Continue to checkout in the webshop</source>
        <translation>Completa l’ordine nel negozio online</translation>
    </message>
    <message>
        <source>Basket lines</source>
        <translation>Righe del carrello</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>The basket could not be read: %1</source>
        <translation>Impossibile leggere il carrello: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Loading your basket…</source>
        <translation>Caricamento del carrello…</translation>
    </message>
    <message>
        <source>The basket has not been loaded</source>
        <translation>Il carrello non è stato caricato</translation>
    </message>
    <message>
        <source>Sign in and choose a delivery address to see your basket.</source>
        <translation>Accedere e scegliere un indirizzo di consegna per vedere il carrello.</translation>
    </message>
    <message>
        <source>Load basket</source>
        <translation>Carica carrello</translation>
    </message>
    <message>
        <source>Your basket is empty</source>
        <translation>Il carrello è vuoto</translation>
    </message>
    <message>
        <source>Add articles from the search or from your lists.</source>
        <translation>Aggiungere articoli dalla ricerca o dalle liste.</translation>
    </message>
    <message>
        <source>Find articles</source>
        <translation>Cerca articoli</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Totale lordo</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>aggiornamento…</translation>
    </message>
    <message>
        <source>synced just now</source>
        <translation>sincronizzato ora</translation>
    </message>
    <message>
        <source>synced at %1</source>
        <translation>sincronizzato alle %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln riga</numerusform>
            <numerusform>%Ln righe</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Stores…</source>
        <translation>Confronta punti vendita…</translation>
    </message>
    <message>
        <source>The prices of these lines at every store of your delivery addresses</source>
        <translation>I prezzi di queste righe in ogni punto vendita dei tuoi indirizzi di consegna</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Merce netto</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Cauzione netto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Lordo incl. cauzione</translation>
    </message>
    <message>
        <source>Total net incl. deposit</source>
        <translation>Totale netto incl. cauzione</translation>
    </message>
    <message>
        <source>The webshop could not be opened in your browser. Its address is %1.</source>
        <translation>Impossibile aprire il negozio online nel browser. L’indirizzo è %1.</translation>
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
        <translation>Aggiungi al carrello</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Far more than a usual add (the limits are in Preferences):</source>
        <translation>Molto più di un’aggiunta abituale (i limiti si trovano nelle Preferenze):</translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards.</source>
        <translation>L’app non può rimuovere righe né ridurre quantità in seguito.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n line(s) to the basket?</source>
        <translation>
            <numerusform>Aggiungere %n riga al carrello?</numerusform>
            <numerusform>Aggiungere %n righe al carrello?</numerusform>
        </translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Righe</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Confezioni</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln line(s)</source>
        <translation>
            <numerusform>%1 in %Ln riga</numerusform>
            <numerusform>%1 in %Ln righe</numerusform>
        </translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Totale lordo</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price are not in it.</source>
        <translation>
            <numerusform>Non include %Ln riga senza prezzo noto.</numerusform>
            <numerusform>Non include %Ln righe senza prezzo noto.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the basket → %3 after this add</source>
        <translation>%1: %2 nel carrello → %3 dopo questa aggiunta</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln line(s) of this add)</source>
        <translation>
            <numerusform>%1 (%Ln riga di questa aggiunta)</numerusform>
            <numerusform>%1 (%Ln righe di questa aggiunta)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already in the basket (%Ln pack(s)):</source>
        <translation>
            <numerusform>Già nel carrello (%Ln confezione):</numerusform>
            <numerusform>Già nel carrello (%Ln confezioni):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n Line(s)</source>
        <translation>
            <numerusform>&amp;Aggiungi %n riga</numerusform>
            <numerusform>&amp;Aggiungi %n righe</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;Without the Large Lines</source>
        <translation>Aggiungi &amp;senza le righe grandi</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 incl. %2 di cauzione</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the note under it says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message numerus="yes">
        <source>≈: without the deposit of %Ln line(s): the shop states a pack&apos;s deposit in the basket only, and these packs are not in it yet.</source>
        <translation>
            <numerusform>≈: senza la cauzione di %Ln riga: il negozio indica la cauzione di una confezione solo nel carrello, e questa confezione non c’è ancora.</numerusform>
            <numerusform>≈: senza la cauzione di %Ln righe: il negozio indica la cauzione di una confezione solo nel carrello, e queste confezioni non ci sono ancora.</numerusform>
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
        <translation>Venduto a peso: inserire la quantità in chilogrammi</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Lordo</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>Prezzo non disponibile</translation>
    </message>
    <message>
        <source>The shop gave no price for this pack size. The basket will show the price once added.</source>
        <translation>Il negozio non ha indicato un prezzo per questa confezione. Il carrello mostrerà il prezzo dopo l’aggiunta.</translation>
    </message>
    <message>
        <source>&amp;Qty</source>
        <translation>&amp;Qtà</translation>
    </message>
    <message>
        <source>Add to basket</source>
        <translation>Aggiungi al carrello</translation>
    </message>
    <message>
        <source>Pack %1</source>
        <translation>Confezione %1</translation>
    </message>
    <message>
        <source>Pack size: %1</source>
        <translation>Contenuto: %1</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <translation>%1 / kg</translation>
    </message>
    <message>
        <source>Add %1 to basket</source>
        <translation>Aggiungi %1 al carrello</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>Quantità di %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>What an add will send: quantity · price, e.g. &quot;1,5 kg · 17,00 €&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 incl. %2 di cauzione</translation>
    </message>
    <message>
        <source>+ %1 deposit per pack (net), as in your basket</source>
        <extracomment>Under a pack&apos;s prices: its deposit as the basket states it, e.g. &quot;+ 3,30 € deposit per pack (net), as in your basket&quot;</extracomment>
        <translation>+ %1 di cauzione per confezione (netto), come nel carrello</translation>
    </message>
    <message>
        <source>The prices above are without deposit. The shop states a pack&apos;s deposit in the basket only: this is the one your basket shows for this pack.</source>
        <translation>I prezzi sopra sono senza cauzione. Il negozio indica la cauzione di una confezione solo nel carrello: è quella che il carrello mostra per questa confezione.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CataloguePage</name>
    <message>
        <source>Loading results</source>
        <translation>Caricamento risultati</translation>
    </message>
    <message>
        <source>Show as cards</source>
        <translation>Mostra come schede</translation>
    </message>
    <message>
        <source>Show as list</source>
        <translation>Mostra come elenco</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Risultati della ricerca</translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation>Caricamento di altri risultati…</translation>
    </message>
    <message>
        <source>Search the catalogue</source>
        <translation>Cerca nel catalogo</translation>
    </message>
    <message>
        <source>Type in the search field above: results appear as you type.</source>
        <translation>Digitare nel campo di ricerca in alto: i risultati compaiono durante la digitazione.</translation>
    </message>
    <message>
        <source>Searching for “%1”…</source>
        <translation>Ricerca di «%1»…</translation>
    </message>
    <message>
        <source>No results for “%1”</source>
        <translation>Nessun risultato per «%1»</translation>
    </message>
    <message>
        <source>Search for “%1”</source>
        <translation>Ricerca di «%1»</translation>
    </message>
    <message>
        <source>Showing %1 of %2 · scroll for more</source>
        <translation>%1 di %2 visualizzati · scorrere per altri</translation>
    </message>
    <message>
        <source>No articles match “%1”</source>
        <translation>Nessun articolo corrisponde a «%1»</translation>
    </message>
    <message>
        <source>Check the spelling, try a shorter word or the article number.</source>
        <translation>Controllare l’ortografia, provare una parola più breve o il codice articolo.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Cancella ricerca</translation>
    </message>
    <message>
        <source>The search did not work</source>
        <translation>La ricerca non è riuscita</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>What do you need today?</source>
        <translation>Cosa serve oggi?</translation>
    </message>
    <message>
        <source>Search by name, brand or article number, e.g. “espresso” or “tomatoes”. Press Ctrl+F to jump to the search field.</source>
        <translation>Cercare per nome, marca o codice articolo, ad es. «espresso» o «pomodori». Premere Ctrl+F per passare al campo di ricerca.</translation>
    </message>
    <message>
        <source>More results could not be loaded: %1</source>
        <translation>Impossibile caricare altri risultati: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) for “%1”</source>
        <translation>
            <numerusform>%Ln risultato per «%1»</numerusform>
            <numerusform>%Ln risultati per «%1»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln shown</source>
        <comment>all search results are on screen</comment>
        <translation>
            <numerusform>Visualizzato per intero</numerusform>
            <numerusform>Tutti i %Ln visualizzati</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ConnectionStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Non connesso</translation>
    </message>
    <message>
        <source>demo shop</source>
        <translation>negozio demo</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>Accesso a %1…</translation>
    </message>
    <message>
        <source>Connected · %1</source>
        <translation>Connesso · %1</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · syncing basket…</source>
        <translation> · sincronizzazione carrello…</translation>
    </message>
    <message>
        <source> · basket synced just now</source>
        <translation> · carrello sincronizzato ora</translation>
    </message>
    <message numerus="yes">
        <source> · basket synced %Ln min ago</source>
        <translation>
            <numerusform> · carrello sincronizzato %Ln min fa</numerusform>
            <numerusform> · carrello sincronizzato %Ln min fa</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: the server cannot be reached. Showing saved data; signing in again by itself.</source>
        <translation>Offline: il server non è raggiungibile. Vengono mostrati i dati salvati; l’accesso viene ritentato da solo.</translation>
    </message>
    <message>
        <source>Offline: %1 cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Offline: %1 non è raggiungibile. Nuovo tentativo automatico (F5: ora).</translation>
    </message>
    <message>
        <source>Signing in to the demo shop…</source>
        <translation>Accesso al negozio demo…</translation>
    </message>
    <message>
        <source>Offline: the demo shop cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Offline: il negozio demo non è raggiungibile. Nuovo tentativo automatico (F5: ora).</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CredentialsPage</name>
    <message>
        <source>Show password</source>
        <translation>Mostra password</translation>
    </message>
    <message>
        <source>Hide password</source>
        <translation>Nascondi password</translation>
    </message>
    <message>
        <source>Sign in to your webshop</source>
        <translation>Accesso al negozio online</translation>
    </message>
    <message>
        <source>Use the API access your company received from the wholesaler, and your own webshop login.</source>
        <translation>Usare l’accesso API ricevuto dalla propria azienda dal grossista e le proprie credenziali del negozio online.</translation>
    </message>
    <message>
        <source>Demo shop (built in)</source>
        <translation>Negozio demo (integrato)</translation>
    </message>
    <message>
        <source>Company server</source>
        <translation>Server aziendale</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Indirizzo del server</translation>
    </message>
    <message>
        <source>Add&amp;ress:</source>
        <translation>Indi&amp;rizzo:</translation>
    </message>
    <message>
        <source>API user</source>
        <translation>Utente API</translation>
    </message>
    <message>
        <source>&amp;API user:</source>
        <translation>Utente &amp;API:</translation>
    </message>
    <message>
        <source>API password</source>
        <translation>Password API</translation>
    </message>
    <message>
        <source>API &amp;password:</source>
        <translation>&amp;Password API:</translation>
    </message>
    <message>
        <source>name@company.com</source>
        <translation>nome@azienda.it</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Nome utente</translation>
    </message>
    <message>
        <source>&amp;Username:</source>
        <translation>&amp;Nome utente:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer</source>
        <translation>Resta &amp;connesso su questo computer</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in a file.</source>
        <translation>Le password sono conservate nel portachiavi di sistema, mai in un file.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Accedi</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>indirizzo del server</translation>
    </message>
    <message>
        <source>username</source>
        <translation>nome utente</translation>
    </message>
    <message>
        <source>password</source>
        <translation>password</translation>
    </message>
    <message>
        <source>Please fill in: %1.</source>
        <translation>Compilare: %1.</translation>
    </message>
    <message>
        <source>“%1” is not a web address. Enter it like https://shop.example.com.</source>
        <translation>«%1» non è un indirizzo web. Inserirlo nel formato https://shop.example.com.</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password. Enter only the address, like https://shop.example.com, and the API user and password in their own fields.</source>
        <translation>L’indirizzo del server non deve contenere nome utente o password. Inserire solo l’indirizzo, ad es. https://shop.example.com, e utente e password API negli appositi campi.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Accesso in corso…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideDelegate</name>
    <message>
        <source>On hand</source>
        <translation>Giacenza</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Scorta</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFiles</name>
    <message>
        <source>The guide could not be saved to %1: %2</source>
        <translation>Non è stato possibile salvare il modello in %1: %2</translation>
    </message>
    <message>
        <source>The guide was saved to %1.</source>
        <translation>Il modello è stato salvato in %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>Non è stato possibile leggere il file %1.</translation>
    </message>
    <message>
        <source>Pack %1 is not on this list: left out.</source>
        <translation>La confezione %1 non è in questa lista: esclusa.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file.</source>
        <translation>
            <numerusform>%Ln riga ripresa dal file.</numerusform>
            <numerusform>%Ln righe riprese dal file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file; not taken: %1</source>
        <translation>
            <numerusform>%Ln riga ripresa dal file; non riprese: %1</numerusform>
            <numerusform>%Ln righe riprese dal file; non riprese: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>order-guide</source>
        <translation>modello-ordine</translation>
    </message>
    <message>
        <source>Export Guide</source>
        <translation>Esporta modello</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import Guide</source>
        <translation>Importa modello</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>File CSV (*.csv *.txt)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFooter</name>
    <message>
        <source>Clear Counts</source>
        <translation>Azzera conteggio</translation>
    </message>
    <message numerus="yes">
        <source>Order %Ln line(s)</source>
        <translation>
            <numerusform>Ordina %Ln riga</numerusform>
            <numerusform>Ordina %Ln righe</numerusform>
        </translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Da ordinare</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln line(s) counted</source>
        <extracomment>The guide&apos;s footer: &quot;12 of 30 lines counted&quot;</extracomment>
        <translation>
            <numerusform>%1 di %Ln riga contate</numerusform>
            <numerusform>%1 di %Ln righe contate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 net incl. deposit</source>
        <translation>%1 netto incl. cauzione</translation>
    </message>
    <message>
        <source>%1 gross incl. deposit</source>
        <translation>%1 lordo incl. cauzione</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price</source>
        <translation>
            <numerusform>%Ln riga senza prezzo</numerusform>
            <numerusform>%Ln righe senza prezzo</numerusform>
        </translation>
    </message>
    <message>
        <source>minimum order %1 reached</source>
        <translation>ordine minimo %1 raggiunto</translation>
    </message>
    <message>
        <source>%1 short of the minimum order %2</source>
        <translation>mancano %1 all’ordine minimo %2</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideHeader</name>
    <message>
        <source>Order guide</source>
        <translation>Modello d’ordine</translation>
    </message>
    <message>
        <source>Take Suggested Par</source>
        <translation>Adotta scorta suggerita</translation>
    </message>
    <message>
        <source>The current line&apos;s par becomes the suggested one (Ctrl+Shift+P)</source>
        <translation>La scorta della riga corrente diventa quella suggerita (Ctrl+Maiusc+P)</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Condividi</translation>
    </message>
    <message>
        <source>Export Guide…</source>
        <translation>Esporta modello…</translation>
    </message>
    <message>
        <source>Save the guide as CSV (pack number, par, position, note) to share it</source>
        <translation>Salva il modello come CSV (n. confezione, scorta, posizione, nota) per condividerlo</translation>
    </message>
    <message>
        <source>Import Guide…</source>
        <translation>Importa modello…</translation>
    </message>
    <message>
        <source>Read pars, positions and notes from a guide&apos;s CSV file</source>
        <translation>Leggi scorte, posizioni e note dal file CSV di un modello</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideOrderQuestion</name>
    <message>
        <source>Nothing to order: count the lines first (a blank count orders nothing).</source>
        <translation>Niente da ordinare: conta prima le righe (un conteggio vuoto non ordina nulla).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Nothing was ordered.</source>
        <translation>Non è stato ordinato nulla.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuidePage</name>
    <message>
        <source>Order guide</source>
        <translation>Modello d’ordine</translation>
    </message>
    <message>
        <source>The guide could not be saved on this computer: %1</source>
        <translation>Non è stato possibile salvare il modello su questo computer: %1</translation>
    </message>
    <message>
        <source>This line has no suggested par: it needs adds on two days or more.</source>
        <translation>Questa riga non ha una scorta suggerita: servono aggiunte in almeno due giorni.</translation>
    </message>
    <message>
        <source>Loading the guide…</source>
        <translation>Caricamento del modello…</translation>
    </message>
    <message>
        <source>This guide&apos;s list could not be loaded</source>
        <translation>Non è stato possibile caricare la lista di questo modello</translation>
    </message>
    <message>
        <source>No order guide yet</source>
        <translation>Nessun modello d’ordine</translation>
    </message>
    <message>
        <source>Open a list on the Lists page and choose Use as Order Guide.</source>
        <translation>Apri una lista nella pagina Liste e scegli Usa come modello d’ordine.</translation>
    </message>
    <message>
        <source>Go to Lists</source>
        <translation>Vai alle liste</translation>
    </message>
    <message>
        <source>Count top to bottom: type what is on hand, Enter for the next line.</source>
        <translation>Conta dall’alto in basso: digita la giacenza, Invio per la riga successiva.</translation>
    </message>
    <message>
        <source>Order by %1 for the delivery on %2: this guide has not been ordered today.</source>
        <translation>Ordina entro le %1 per la consegna di %2: questo modello non è ancora stato ordinato oggi.</translation>
    </message>
    <message numerus="yes">
        <source>Ordering %Ln line(s)…</source>
        <translation>
            <numerusform>Ordine di %Ln riga…</numerusform>
            <numerusform>Ordine di %Ln righe…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln riga aggiunta al carrello.</numerusform>
            <numerusform>%Ln righe aggiunte al carrello.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see View → Added to Basket for each line&apos;s outcome.</source>
        <translation>%1 aggiunte, %2 no: vedi Visualizza → Aggiunte al carrello per l’esito di ogni riga.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideReminders</name>
    <message>
        <source>Order guide %1: order by %2 for the delivery on %3; it has not been ordered today.</source>
        <translation>Modello d’ordine %1: ordina entro le %2 per la consegna di %3; non è ancora stato ordinato oggi.</translation>
    </message>
    <message>
        <source>Open Guide</source>
        <translation>Apri modello</translation>
    </message>
    <message>
        <source>Order guide</source>
        <translation>Modello d’ordine</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideScheduleEditor</name>
    <message>
        <source>Delivery days:</source>
        <translation>Giorni di consegna:</translation>
    </message>
    <message>
        <source>Delivery on %1</source>
        <translation>Consegna il %1</translation>
    </message>
    <message>
        <source>Order cut-off:</source>
        <translation>Termine ordini:</translation>
    </message>
    <message>
        <source>The time on the day before each delivery by which the order must be in</source>
        <translation>L’ora del giorno prima di ogni consegna entro cui l’ordine deve arrivare</translation>
    </message>
    <message>
        <source>Order cut-off</source>
        <translation>Termine ordini</translation>
    </message>
    <message>
        <source>Minimum order (gross):</source>
        <translation>Ordine minimo (lordo):</translation>
    </message>
    <message>
        <source>Minimum order value, gross</source>
        <translation>Valore minimo dell’ordine, lordo</translation>
    </message>
    <message>
        <source>The minimum order &quot;%1&quot; is not an amount, e.g. %2.</source>
        <translation>L’ordine minimo «%1» non è un importo, ad es. %2.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideTable</name>
    <message>
        <source>Order guide lines</source>
        <translation>Righe del modello d’ordine</translation>
    </message>
</context>
<context>
    <name>webshop::ui::HistoryActions</name>
    <message>
        <source>Show Added to Basket</source>
        <translation>Mostra aggiunte al carrello</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportDialog</name>
    <message>
        <source>Import Order</source>
        <translation>Importa ordine</translation>
    </message>
    <message>
        <source>Save &amp;Report…</source>
        <translation>Salva &amp;report…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Checking was stopped. The lines checked so far are kept; the others are marked &quot;Not checked&quot; and are not added.</source>
        <translation>La verifica è stata interrotta. Le righe già verificate restano; le altre sono segnate «Non verificata» e non vengono aggiunte.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln riga aggiunta al carrello.</numerusform>
            <numerusform>%Ln righe aggiunte al carrello.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not added: each says why. Save the report to keep the list.</source>
        <translation>
            <numerusform>%Ln riga non aggiunta: la riga indica il motivo. Salvare il report per conservare l’elenco.</numerusform>
            <numerusform>%Ln righe non aggiunte: ognuna indica il motivo. Salvare il report per conservare l’elenco.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line of the file is in the basket.</source>
        <translation>Tutte le righe del file sono nel carrello.</translation>
    </message>
    <message>
        <source>Order imported: %1</source>
        <translation>Ordine importato: %1</translation>
    </message>
    <message>
        <source>Import Order: %1</source>
        <translation>Importa ordine: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) in the file</source>
        <translation>
            <numerusform>%Ln riga nel file</numerusform>
            <numerusform>%Ln righe nel file</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 shown</source>
        <translation>%L1 mostrate</translation>
    </message>
    <message numerus="yes">
        <source>%Ln listed with this filter</source>
        <translation>
            <numerusform>%Ln elencata con questo filtro</numerusform>
            <numerusform>%Ln elencate con questo filtro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %Ln Line(s) to Basket</source>
        <translation>
            <numerusform>&amp;Aggiungi %Ln riga al carrello</numerusform>
            <numerusform>&amp;Aggiungi %Ln righe al carrello</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.</source>
        <translation>
            <numerusform>%Ln riga richiede il suo intervento e non viene aggiunta finché non è corretta. La barra spaziatrice mostra le scelte di una riga.</numerusform>
            <numerusform>%Ln righe richiedono il suo intervento e non vengono aggiunte finché non sono corrette. La barra spaziatrice mostra le scelte di una riga.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is added before you press Add.</source>
        <translation>Nulla viene aggiunto prima di premere Aggiungi.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Riga %1: %2</translation>
    </message>
    <message>
        <source>%1 report.csv</source>
        <translation>%1 report.csv</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importazione</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Salva report</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Add Those Lines A&amp;gain…</source>
        <translation>Aggiungi di &amp;nuovo quelle righe…</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Non è stato aggiunto nulla.</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>oggi alle %1</translation>
    </message>
    <message>
        <source>This file was added to this basket %1.</source>
        <translation>Questo file è già stato aggiunto a questo carrello (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Adding it again puts %Ln line(s) that are in the basket there a second time.</source>
        <translation>
            <numerusform>Aggiungendolo di nuovo, %Ln riga già nel carrello vi verrà inserita una seconda volta.</numerusform>
            <numerusform>Aggiungendolo di nuovo, %Ln righe già nel carrello vi verranno inserite una seconda volta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) may have arrived then: they may be there twice.</source>
        <translation>
            <numerusform>%Ln riga potrebbe essere arrivata allora: potrebbe trovarsi due volte nel carrello.</numerusform>
            <numerusform>%Ln righe potrebbero essere arrivate allora: potrebbero trovarsi due volte nel carrello.</numerusform>
        </translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards. Add the lines again?</source>
        <translation>L’app non può rimuovere righe né ridurre quantità in seguito. Aggiungere di nuovo le righe?</translation>
    </message>
    <message>
        <source>Add Those Lines Again</source>
        <translation>Aggiungi di nuovo quelle righe</translation>
    </message>
    <message>
        <source>&amp;Add Again…</source>
        <translation>&amp;Aggiungi di nuovo…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were in the basket from an earlier run of this file and were not sent again.</source>
        <translation>
            <numerusform>%Ln riga era già nel carrello da un’esecuzione precedente di questo file e non è stata inviata di nuovo.</numerusform>
            <numerusform>%Ln righe erano già nel carrello da un’esecuzione precedente di questo file e non sono state inviate di nuovo.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file was added to this basket %1:</source>
        <translation>Questo file è già stato aggiunto a questo carrello (%1):</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) are already in the basket and will be skipped.</source>
        <translation>
            <numerusform>%Ln riga è già nel carrello e verrà saltata.</numerusform>
            <numerusform>%Ln righe sono già nel carrello e verranno saltate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were sent then without a sure answer: they are held back until you have checked the basket.</source>
        <translation>
            <numerusform>%Ln riga è stata inviata allora senza una risposta certa: resta trattenuta finché il carrello non è stato verificato.</numerusform>
            <numerusform>%Ln righe sono state inviate allora senza una risposta certa: restano trattenute finché il carrello non è stato verificato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were not added then and will be added now.</source>
        <translation>
            <numerusform>%Ln riga non è stata aggiunta allora e verrà aggiunta ora.</numerusform>
            <numerusform>%Ln righe non sono state aggiunte allora e verranno aggiunte ora.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;Add Those Lines Again…&quot; adds the whole file anew.</source>
        <translation>«Aggiungi di nuovo quelle righe…» aggiunge di nuovo l’intero file.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportLauncher</name>
    <message>
        <source>Sign in first: the lines of an order file are checked with your shop.</source>
        <translation>Accedere prima: le righe di un file d’ordine vengono verificate con il proprio negozio.</translation>
    </message>
    <message>
        <source>An order file is being added to the basket. Open the next one when it has finished.</source>
        <translation>Un file d’ordine è in corso di aggiunta al carrello. Aprire il successivo quando è terminato.</translation>
    </message>
    <message>
        <source>Import Order File</source>
        <translation>Importa file d’ordine</translation>
    </message>
    <message>
        <source>Order files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>File d’ordine (*.csv *.tsv *.txt);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportProgress</name>
    <message>
        <source>&amp;Stop Checking</source>
        <translation>&amp;Interrompi verifica</translation>
    </message>
    <message>
        <source>Checking the lines with the shop…</source>
        <translation>Verifica delle righe con il negozio…</translation>
    </message>
    <message>
        <source>Checked %L1 of %L2 lines</source>
        <translation>Verificate %L1 righe su %L2</translation>
    </message>
    <message>
        <source>%L1 lines per second</source>
        <translation>%L1 righe al secondo</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>circa %n secondo rimanente</numerusform>
            <numerusform>circa %n secondi rimanenti</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding line %L1 of %L2 to the basket…</source>
        <translation>Aggiunta della riga %L1 di %L2 al carrello…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportRowMenu</name>
    <message>
        <source>Choose the article for line %1</source>
        <translation>Scegliere l’articolo per la riga %1</translation>
    </message>
    <message>
        <source>Another article for line %1</source>
        <translation>Un altro articolo per la riga %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Line %1 orders the same pack as line %2</source>
        <translation>La riga %1 ordina la stessa confezione della riga %2</translation>
    </message>
    <message>
        <source>&amp;Merge into line %1 (quantities added up)</source>
        <translation>&amp;Unisci alla riga %1 (quantità sommate)</translation>
    </message>
    <message>
        <source>&amp;Keep as a line of its own</source>
        <translation>&amp;Mantieni come riga separata</translation>
    </message>
    <message>
        <source>Merge &amp;All Duplicates</source>
        <translation>Unisci &amp;tutti i doppioni</translation>
    </message>
    <message>
        <source>Keep All &amp;Duplicates</source>
        <translation>Mantieni tutti i &amp;doppioni</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportSummaryBar</name>
    <message>
        <source>%L1 ready</source>
        <translation>%L1 pronte</translation>
    </message>
    <message>
        <source>%L1 to choose</source>
        <translation>%L1 da scegliere</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln doppione</numerusform>
            <numerusform>%Ln doppioni</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 not found</source>
        <translation>%L1 non trovate</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid quantity(ies)</source>
        <translation>
            <numerusform>%Ln quantità non valida</numerusform>
            <numerusform>%Ln quantità non valide</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 skipped</source>
        <translation>%L1 saltate</translation>
    </message>
    <message>
        <source>%L1 added</source>
        <translation>%L1 aggiunte</translation>
    </message>
    <message>
        <source>%L1 not added</source>
        <translation>%L1 non aggiunte</translation>
    </message>
    <message>
        <source>All %L1</source>
        <translation>Tutte %L1</translation>
    </message>
    <message>
        <source>Only problems: %L1</source>
        <translation>Solo problemi: %L1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportTotal</name>
    <message>
        <source>≈: without the deposit of packs that are not in your basket yet: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>≈: senza la cauzione delle confezioni non ancora nel carrello: il negozio indica la cauzione solo nel carrello.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ItemNameDelegate</name>
    <message>
        <source>Article no. %1</source>
        <translation>Cod. art. %1</translation>
    </message>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Verifica del carrello…</translation>
    </message>
    <message>
        <source>Add not confirmed: check this quantity</source>
        <translation>Aggiunta non confermata: verificare questa quantità</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LargeAddGuard</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A weight and an article: &quot;15 kg Gouda&quot;; packs and an article: &quot;30 × Coffee (case of 6)&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Add %1 for %2?</source>
        <translation>Aggiungere %1 per %2?</translation>
    </message>
    <message>
        <source>Add %1?</source>
        <translation>Aggiungere %1?</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 per %2</translation>
    </message>
    <message>
        <source>Add these quantities?</source>
        <translation>Aggiungere queste quantità?</translation>
    </message>
    <message>
        <source>Large quantity</source>
        <translation>Quantità elevata</translation>
    </message>
    <message>
        <source>That is far more than a usual add. This app cannot lower a basket line afterwards. The limits are in Preferences.</source>
        <translation>È molto più di un’aggiunta abituale. Questa app non può ridurre una riga del carrello in seguito. I limiti si trovano nelle Preferenze.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
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
        <translation>Righe della lista</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsHeader</name>
    <message>
        <source>Compare Stores…</source>
        <translation>Confronta punti vendita…</translation>
    </message>
    <message>
        <source>The prices of this list at every store of your delivery addresses</source>
        <translation>I prezzi di questa lista in ogni punto vendita dei tuoi indirizzi di consegna</translation>
    </message>
    <message>
        <source>Use as Order Guide</source>
        <translation>Usa come modello d’ordine</translation>
    </message>
    <message>
        <source>Count the store room against par levels and order what is missing (Ctrl+5)</source>
        <translation>Conta il magazzino rispetto alle scorte e ordina ciò che manca (Ctrl+5)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsPage</name>
    <message>
        <source>Lists</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Add &amp;selected</source>
        <translation>Aggiungi &amp;selezionate</translation>
    </message>
    <message>
        <source>Add the selected lines with their quantities to the basket</source>
        <translation>Aggiunge al carrello le righe selezionate con le relative quantità</translation>
    </message>
    <message>
        <source>Add &amp;all to basket</source>
        <translation>Aggiungi &amp;tutte al carrello</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Impossibile caricare la lista: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Caricamento della lista…</translation>
    </message>
    <message>
        <source>This list could not be loaded</source>
        <translation>Impossibile caricare questa lista</translation>
    </message>
    <message>
        <source>Your lists could not be loaded</source>
        <translation>Impossibile caricare le liste</translation>
    </message>
    <message>
        <source>This list is empty</source>
        <translation>Questa lista è vuota</translation>
    </message>
    <message>
        <source>Add articles to it in the webshop; they show up here.</source>
        <translation>Aggiungere articoli nel negozio online; compariranno qui.</translation>
    </message>
    <message>
        <source>Choose a list</source>
        <translation>Scegliere una lista</translation>
    </message>
    <message>
        <source>Your personal lists are on the left. Pick one to order from it.</source>
        <translation>Le liste personali sono a sinistra. Sceglierne una per ordinare.</translation>
    </message>
    <message>
        <source>Nothing to add: every chosen line has quantity 0.</source>
        <translation>Niente da aggiungere: tutte le righe scelte hanno quantità 0.</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>In attesa…</translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in red.</source>
        <translation>Righe aggiunte: %1, non aggiunte: %2 (in rosso).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln articolo</numerusform>
            <numerusform>%Ln articoli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Aggiunta di %Ln riga…</numerusform>
            <numerusform>Aggiunta di %Ln righe…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln riga aggiunta al carrello.</numerusform>
            <numerusform>%Ln righe aggiunte al carrello.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose the pack and quantity per line (0 skips it), then add.</source>
        <translation>Scegliere confezione e quantità per riga (0 = salta), poi aggiungere.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Non è stato aggiunto nulla.</translation>
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
        <translation>LISTE</translation>
    </message>
    <message>
        <source>Personal lists</source>
        <translation>Liste personali</translation>
    </message>
    <message>
        <source>Loading lists…</source>
        <translation>Caricamento liste…</translation>
    </message>
    <message>
        <source>Lists not loaded</source>
        <translation>Liste non caricate</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>No lists yet</source>
        <translation>Ancora nessuna lista</translation>
    </message>
    <message>
        <source>Lists you keep in the webshop appear here.</source>
        <translation>Qui compaiono le liste salvate nel negozio online.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LoginDialog</name>
    <message>
        <source>The server %1 cannot be reached. Check the address and your network connection.</source>
        <translation>Il server %1 non è raggiungibile. Verificare l’indirizzo e la connessione di rete.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified. The connection was not made.</source>
        <translation>Impossibile verificare il certificato del server. La connessione non è stata stabilita.</translation>
    </message>
    <message>
        <source>Plain http:// is only allowed on this computer. Use an https:// address.</source>
        <translation>Il semplice http:// è consentito solo su questo computer. Usare un indirizzo https://.</translation>
    </message>
    <message>
        <source>The login was refused. Check the API user and password from your company, and your username and password.</source>
        <translation>Accesso rifiutato. Verificare utente e password API forniti dalla propria azienda, oltre al proprio nome utente e password.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Accedi</translation>
    </message>
    <message>
        <source>Signing in as %1…</source>
        <translation>Accesso come %1…</translation>
    </message>
    <message>
        <source>This customer account has no delivery address, so no store can be chosen. Please ask your wholesaler to add one.</source>
        <translation>Questo account cliente non ha indirizzi di consegna, quindi non è possibile scegliere un punto vendita. Chiedere al grossista di aggiungerne uno.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainToolBar</name>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
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
        <translation>Cerca articoli, ad es. «espresso 1 kg»</translation>
    </message>
    <message>
        <source>Search articles</source>
        <translation>Cerca articoli</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Indirizzo di consegna</translation>
    </message>
    <message>
        <source>Delivery address: it decides the store and its prices</source>
        <translation>Indirizzo di consegna: determina il punto vendita e i suoi prezzi</translation>
    </message>
    <message>
        <source>Basket (%1)</source>
        <translation>Carrello (%1)</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Accedi</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Carrello</translation>
    </message>
    <message numerus="yes">
        <source>Basket: %Ln line(s), total %1</source>
        <translation>
            <numerusform>Carrello: %Ln riga, totale %1</numerusform>
            <numerusform>Carrello: %Ln righe, totale %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainWindow</name>
    <message>
        <source>The new server is used from the next sign-in.</source>
        <translation>Il nuovo server viene usato dal prossimo accesso.</translation>
    </message>
    <message>
        <source>Sign In Now</source>
        <translation>Accedi ora</translation>
    </message>
    <message>
        <source>Pasted lines</source>
        <translation>Righe incollate</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineAdds</name>
    <message>
        <source>Offline: nothing can be added until the server answers again.</source>
        <translation>Offline: non si può aggiungere nulla finché il server non risponde di nuovo.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineBanner</name>
    <message>
        <source>Offline since %1 · data from %2</source>
        <translation>Offline dalle %1 · dati di %2</translation>
    </message>
    <message>
        <source>Offline since %1</source>
        <translation>Offline dalle %1</translation>
    </message>
    <message>
        <source>The server cannot be reached. You are reading what was saved on this computer; nothing can be added to the basket until the server answers again. The views update by themselves then.</source>
        <translation>Il server non è raggiungibile. Stai leggendo ciò che è stato salvato su questo computer; non si può aggiungere nulla al carrello finché il server non risponde. Le viste si aggiorneranno poi da sole.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Riprova</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OrderSheetActions</name>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Esporta in CS&amp;V…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Esporta in P&amp;DF…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>A&amp;nteprima di stampa…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>S&amp;tampa…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A file name: &quot;Basket 2026-11-26&quot; (the date in ISO form sorts well in a folder)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Esporta in CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvato</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Esporta in PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Anteprima di stampa</translation>
    </message>
    <message>
        <source>Print Order Sheet</source>
        <translation>Stampa modulo d’ordine</translation>
    </message>
    <message>
        <source>The order sheet could not be printed.</source>
        <translation>Impossibile stampare il modulo d’ordine.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PackDelegate</name>
    <message>
        <source>Pack of %1</source>
        <translation>Confezione di %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageList</name>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Ricerca</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Ricerca</translation>
    </message>
    <message>
        <source>&amp;Basket</source>
        <translation>&amp;Carrello</translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <translation>&amp;Liste</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>&amp;Quick Order</source>
        <translation>Ordine ra&amp;pido</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Ordine rapido</translation>
    </message>
    <message>
        <source>Order &amp;Guide</source>
        <translation>&amp;Modello d’ordine</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageStack</name>
    <message>
        <source>Customer no. %1</source>
        <translation>Cod. cliente %1</translation>
    </message>
    <message>
        <source>Your basket</source>
        <translation>Il tuo carrello</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChangesDialog</name>
    <message>
        <source>Price Changes</source>
        <translation>Variazioni di prezzo</translation>
    </message>
    <message>
        <source>Price changes on your lists</source>
        <translation>Variazioni di prezzo nelle liste</translation>
    </message>
    <message>
        <source>Every change of a pack on your lists, as this computer has seen the prices.</source>
        <translation>Ogni variazione di una confezione nelle liste, così come questo computer ha visto i prezzi.</translation>
    </message>
    <message>
        <source>&amp;Since:</source>
        <translation>&amp;Dal:</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Articolo</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Confezione</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Prezzo precedente</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>Nuovo prezzo</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <source>No price changes on your lists since %1. Prices are compared as this computer has seen them: open your lists now and then.</source>
        <translation>Nessuna variazione di prezzo nelle liste dal %1. I prezzi sono confrontati come li ha visti questo computer: aprire le liste di tanto in tanto.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) since %1 (%2)</source>
        <translation>
            <numerusform>%Ln variazione dal %1 (%2)</numerusform>
            <numerusform>%Ln variazioni dal %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChart</name>
    <message>
        <source>Price history</source>
        <translation>Storico prezzi</translation>
    </message>
    <message>
        <source>No price history yet</source>
        <translation>Ancora nessuno storico prezzi</translation>
    </message>
    <message>
        <source>Only today&apos;s price so far: %1</source>
        <translation>Finora solo il prezzo di oggi: %1</translation>
    </message>
    <message>
        <source>Lowest %1, highest %2 in the last %3 days</source>
        <translation>Minimo %1, massimo %2 negli ultimi %3 giorni</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>max %1</translation>
    </message>
    <message>
        <source>min %1</source>
        <translation>min %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceHistoryPanel</name>
    <message>
        <source>Price history · last %1 days</source>
        <translation>Storico prezzi · ultimi %1 giorni</translation>
    </message>
    <message>
        <source>Price history of %1</source>
        <translation>Storico prezzi di %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceModeSwitch</name>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Show prices without VAT</source>
        <translation>Mostra prezzi IVA esclusa</translation>
    </message>
    <message>
        <source>Show net prices</source>
        <translation>Mostra prezzi netti</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Lordo</translation>
    </message>
    <message>
        <source>Show prices with VAT</source>
        <translation>Mostra prezzi IVA inclusa</translation>
    </message>
    <message>
        <source>Show gross prices</source>
        <translation>Mostra prezzi lordi</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prezzi</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ProgressLine</name>
    <message>
        <source>Loading</source>
        <translation>Caricamento</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityDelegate</name>
    <message>
        <source>Quantity of %1</source>
        <translation>Quantità di %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityEdit</name>
    <message>
        <source>Quantity</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>quantity unit suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>Weight in kilograms, e.g. %1</source>
        <translation>Peso in chilogrammi, ad es. %1</translation>
    </message>
    <message>
        <source>Number of packs</source>
        <translation>Numero di confezioni</translation>
    </message>
    <message>
        <source>Enter a quantity.</source>
        <translation>Inserire una quantità.</translation>
    </message>
    <message>
        <source>Enter a weight in kilograms, e.g. %1.</source>
        <translation>Inserire un peso in chilogrammi, ad es. %1.</translation>
    </message>
    <message>
        <source>Enter a whole number of packs.</source>
        <translation>Inserire un numero intero di confezioni.</translation>
    </message>
    <message>
        <source>Enter a quantity above zero.</source>
        <translation>Inserire una quantità maggiore di zero.</translation>
    </message>
    <message>
        <source>Whole packs only.</source>
        <translation>Solo confezioni intere.</translation>
    </message>
    <message>
        <source>At most three decimals (grams).</source>
        <translation>Al massimo tre decimali (grammi).</translation>
    </message>
    <message>
        <source>Unclear: %1 or %2? Type it without a separator or with %3 for decimals.</source>
        <translation>Ambiguo: %1 o %2? Digitare il valore senza separatore o con %3 per i decimali.</translation>
    </message>
    <message>
        <source>At most %1 per add.</source>
        <translation>Al massimo %1 per aggiunta.</translation>
    </message>
    <message>
        <source>At most %1 packs per add.</source>
        <translation>Al massimo %1 confezioni per aggiunta.</translation>
    </message>
    <message>
        <source>Enter a number of packs, e.g. %1.</source>
        <translation>Inserisci un numero di confezioni, ad es. %1.</translation>
    </message>
    <message>
        <source>At most two decimals.</source>
        <translation>Al massimo due decimali.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderGrid</name>
    <message>
        <source>Quick order lines</source>
        <translation>Righe dell’ordine rapido</translation>
    </message>
    <message>
        <source>Add Again…</source>
        <translation>Aggiungi di nuovo…</translation>
    </message>
    <message>
        <source>Add this line to the basket once more (it may be there already)</source>
        <translation>Aggiungi questa riga al carrello ancora una volta (potrebbe esserci già)</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Rimuovi riga</translation>
    </message>
    <message>
        <source>Packs of %1</source>
        <translation>Confezioni di %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderPage</name>
    <message>
        <source>Quantity: %1</source>
        <translation>Quantità: %1</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Ordine rapido</translation>
    </message>
    <message>
        <source>Type an article number or a few words, Enter, the quantity, Enter. Ctrl+Enter adds all lines to the basket.</source>
        <translation>Digita un codice articolo o qualche parola, Invio, la quantità, Invio. Ctrl+Invio aggiunge tutte le righe al carrello.</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Riempi da</translation>
    </message>
    <message>
        <source>Add the lines of a list, or of the basket to order it again</source>
        <translation>Aggiungi le righe di una lista, o quelle del carrello per ordinarlo di nuovo</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <source>Remove every line (Ctrl+Z brings them back)</source>
        <translation>Rimuovi tutte le righe (Ctrl+Z le ripristina)</translation>
    </message>
    <message>
        <source>The basket (order again)</source>
        <translation>Il carrello (ordina di nuovo)</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Clear added lines</source>
        <translation>Rimuovi le righe aggiunte</translation>
    </message>
    <message>
        <source>Remove the lines that are in the basket now; the others stay</source>
        <translation>Rimuovi le righe che ora sono nel carrello; le altre restano</translation>
    </message>
    <message>
        <source>Add all to basket</source>
        <translation>Aggiungi tutte al carrello</translation>
    </message>
    <message>
        <source>Add every line to the basket (Ctrl+Enter)</source>
        <translation>Aggiungi ogni riga al carrello (Ctrl+Invio)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) · %1 %2</source>
        <translation>
            <numerusform>%Ln riga · %1 %2</numerusform>
            <numerusform>%Ln righe · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to add yet: every line needs an article and a quantity.</source>
        <translation>Ancora niente da aggiungere: ogni riga richiede un articolo e una quantità.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not sent: they need an article, a quantity, or are in the basket already.</source>
        <translation>
            <numerusform>%Ln riga non inviata: manca l’articolo o la quantità, oppure è già nel carrello.</numerusform>
            <numerusform>%Ln righe non inviate: manca l’articolo o la quantità, oppure sono già nel carrello.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln large line(s) kept back: check the quantity, then add again.</source>
        <translation>
            <numerusform>%Ln riga grande trattenuta: controlla la quantità, poi aggiungi di nuovo.</numerusform>
            <numerusform>%Ln righe grandi trattenute: controlla la quantità, poi aggiungi di nuovo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Aggiunta di %Ln riga…</numerusform>
            <numerusform>Aggiunta di %Ln righe…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln riga aggiunta al carrello.</numerusform>
            <numerusform>%Ln righe aggiunte al carrello.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in the status column.</source>
        <translation>Aggiunte: %1, non aggiunte: %2 — vedi le righe segnate nella colonna Stato.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln added line(s) cleared; the others stay for another try.</source>
        <translation>
            <numerusform>%Ln riga aggiunta rimossa; le altre restano per un nuovo tentativo.</numerusform>
            <numerusform>%Ln righe aggiunte rimosse; le altre restano per un nuovo tentativo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Non è stato aggiunto nulla.</translation>
    </message>
    <message>
        <source>This line was added.</source>
        <translation>Questa riga è stata aggiunta.</translation>
    </message>
    <message>
        <source>This line was added at %1.</source>
        <translation>Questa riga è stata aggiunta (%1).</translation>
    </message>
    <message>
        <source>This line may already have been added.</source>
        <translation>Questa riga potrebbe essere già stata aggiunta.</translation>
    </message>
    <message>
        <source>This line may already have been added (at %1).</source>
        <translation>Questa riga potrebbe essere già stata aggiunta (%1).</translation>
    </message>
    <message>
        <source>Adding it again may double it; the app cannot remove lines. Add again?</source>
        <translation>Aggiungendola di nuovo potrebbe risultare doppia; l’app non può rimuovere righe. Aggiungere di nuovo?</translation>
    </message>
    <message>
        <source>This line&apos;s add is still on its way: wait for its result.</source>
        <translation>L’aggiunta di questa riga è ancora in corso di invio: attenderne l’esito.</translation>
    </message>
    <message>
        <source>Nothing to add again: this line has not been added. Ctrl+Enter adds it.</source>
        <translation>Niente da aggiungere di nuovo: questa riga non è stata aggiunta. Ctrl+Invio la aggiunge.</translation>
    </message>
    <message>
        <source>Add Again</source>
        <translation>Aggiungi di nuovo</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Aggiungi di nuovo</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>Nessuna nuova aggiunta.</translation>
    </message>
    <message>
        <source>Adding the line again…</source>
        <translation>Nuova aggiunta della riga in corso…</translation>
    </message>
    <message>
        <source>The line could not be added again: it changed meanwhile.</source>
        <translation>Impossibile aggiungere di nuovo la riga: nel frattempo è cambiata.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>incl. %1 deposit</source>
        <translation>incl. %1 di cauzione</translation>
    </message>
    <message numerus="yes">
        <source>deposit not known for %n line(s) (packs not in the basket yet)</source>
        <translation>
            <numerusform>cauzione non nota per %n riga (confezione non ancora nel carrello)</numerusform>
            <numerusform>cauzione non nota per %n righe (confezioni non ancora nel carrello)</numerusform>
        </translation>
    </message>
    <message>
        <source>≈: the basket may show another amount. Lines marked ≈ say why in their tooltip.</source>
        <translation>≈: il carrello può mostrare un altro importo. Le righe segnate con ≈ spiegano il motivo nel suggerimento.</translation>
    </message>
    <message>
        <source>The quick order</source>
        <translation>L’ordine rapido</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitFlow</name>
    <message>
        <source>An article could not be added to the basket.</source>
        <translation>Impossibile aggiungere un articolo al carrello.</translation>
    </message>
    <message>
        <source>The window stays open: %1</source>
        <translation>La finestra resta aperta: %1</translation>
    </message>
    <message>
        <source>The window stays open: some articles could not be confirmed in the basket. Check the basket before you quit.</source>
        <translation>La finestra resta aperta: non è stato possibile confermare alcuni articoli nel carrello. Verificare il carrello prima di uscire.</translation>
    </message>
    <message>
        <source>You are still signed in: %1</source>
        <translation>Sei ancora connesso: %1</translation>
    </message>
    <message>
        <source>You are still signed in: some articles could not be confirmed in the basket. Check the basket before you sign out.</source>
        <translation>Sei ancora connesso: non è stato possibile confermare alcuni articoli nel carrello. Verificare il carrello prima di disconnettersi.</translation>
    </message>
    <message>
        <source>Waiting for the basket: the window closes as soon as every article has been added.</source>
        <translation>In attesa del carrello: la finestra si chiude non appena tutti gli articoli sono stati aggiunti.</translation>
    </message>
    <message>
        <source>Quit Now</source>
        <translation>Esci ora</translation>
    </message>
    <message>
        <source>Waiting for the basket: you are signed out as soon as every article has been added.</source>
        <translation>In attesa del carrello: la disconnessione avverrà non appena tutti gli articoli sono stati aggiunti.</translation>
    </message>
    <message>
        <source>Sign Out Now</source>
        <translation>Disconnetti ora</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitQuestion</name>
    <message>
        <source>Basket Not Saved Yet</source>
        <translation>Carrello non ancora salvato</translation>
    </message>
    <message>
        <source>Some articles are still being added to your basket.</source>
        <translation>Alcuni articoli sono ancora in corso di aggiunta al carrello.</translation>
    </message>
    <message>
        <source>If you quit now, they may not reach the webshop. Wait, and the window closes by itself as soon as the basket is up to date.</source>
        <translation>Uscendo ora, gli articoli potrebbero non arrivare al negozio online. Attendere: la finestra si chiuderà da sola non appena il carrello sarà aggiornato.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Attendi</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Esci comunque</translation>
    </message>
    <message>
        <source>If you sign out now, they may not reach the webshop. Wait, and you are signed out as soon as the basket is up to date.</source>
        <translation>Disconnettendosi ora, gli articoli potrebbero non arrivare al negozio online. Attendere: la disconnessione avverrà non appena il carrello sarà aggiornato.</translation>
    </message>
    <message>
        <source>&amp;Sign Out Anyway</source>
        <translation>&amp;Disconnetti comunque</translation>
    </message>
    <message>
        <source>Also &amp;forget my price history on this computer</source>
        <translation>&amp;Dimentica anche lo storico prezzi su questo computer</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SavedMark</name>
    <message>
        <source>today %1</source>
        <translation>oggi %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>ieri %1</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>appena ora</translation>
    </message>
    <message numerus="yes">
        <source>%n min old</source>
        <translation>
            <numerusform>%n min fa</numerusform>
            <numerusform>%n min fa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h old</source>
        <translation>
            <numerusform>%n h fa</numerusform>
            <numerusform>%n h fa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) old</source>
        <translation>
            <numerusform>%n giorno fa</numerusform>
            <numerusform>%n giorni fa</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline results from saved articles</source>
        <translation>Risultati offline dagli articoli salvati</translation>
    </message>
    <message>
        <source>Saved copy · %1</source>
        <translation>Copia salvata · %1</translation>
    </message>
    <message>
        <source>The server cannot be reached: these are the saved articles that match, not the server&apos;s search. The newest was fetched %1.</source>
        <translation>Il server non è raggiungibile: questi sono gli articoli salvati corrispondenti, non la ricerca del server. Il più recente è stato scaricato %1.</translation>
    </message>
    <message>
        <source>The server cannot be reached: this copy was fetched %1.</source>
        <translation>Il server non è raggiungibile: questa copia è stata scaricata %1.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>&amp;Demo shop (built in)</source>
        <translation>Negozio &amp;demo (integrato)</translation>
    </message>
    <message>
        <source>&amp;Company server:</source>
        <translation>Server &amp;aziendale:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Company server address</source>
        <translation>Indirizzo del server aziendale</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profilo:</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>Intestazioni HTTP</translation>
    </message>
    <message>
        <source>Cookies</source>
        <translation>Cookie</translation>
    </message>
    <message>
        <source>How the login tokens are sent. Your IT department tells you if cookies are needed.</source>
        <translation>Modalità di invio dei token di accesso. Il reparto IT indicherà se servono i cookie.</translation>
    </message>
    <message>
        <source>&amp;Tokens sent as:</source>
        <translation>&amp;Token inviati come:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds suffix</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to wait for an answer before giving up</source>
        <translation>Quanto attendere una risposta prima di rinunciare</translation>
    </message>
    <message>
        <source>Ti&amp;meout:</source>
        <translation>Ti&amp;meout:</translation>
    </message>
    <message>
        <source>The webshop&apos;s address (default)</source>
        <translation>Indirizzo del negozio online (predefinito)</translation>
    </message>
    <message>
        <source>Opened by “Continue to checkout in the webshop”</source>
        <translation>Aperta da «Completa l’ordine nel negozio online»</translation>
    </message>
    <message>
        <source>C&amp;heckout page:</source>
        <translation>Pagina di c&amp;heckout:</translation>
    </message>
    <message>
        <source>Language and region</source>
        <translation>Lingua e regione</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>From the delivery address</source>
        <translation>Dall’indirizzo di consegna</translation>
    </message>
    <message>
        <source>The country the shop is asked for; normally it follows the delivery address.</source>
        <translation>Il paese richiesto al negozio; di norma segue l’indirizzo di consegna.</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>Pa&amp;ese:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Visualizzazione</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Schede</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Elenco</translation>
    </message>
    <message>
        <source>&amp;Results as:</source>
        <translation>&amp;Risultati come:</translation>
    </message>
    <message>
        <source>Gross (with VAT)</source>
        <translation>Lordo (IVA inclusa)</translation>
    </message>
    <message>
        <source>Net (without VAT)</source>
        <translation>Netto (IVA esclusa)</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>&amp;Prezzi:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>A&amp;spetto:</translation>
    </message>
    <message>
        <source>Enter the company server&apos;s address, like https://shop.example.com.</source>
        <translation>Inserire l’indirizzo del server aziendale, ad es. https://shop.example.com.</translation>
    </message>
    <message>
        <source>The checkout page must be a web address, or left empty.</source>
        <translation>La pagina di checkout deve essere un indirizzo web o restare vuota.</translation>
    </message>
    <message>
        <source>Large quantities</source>
        <translation>Quantità elevate</translation>
    </message>
    <message>
        <source>As&amp;k before adding more than:</source>
        <translation>&amp;Chiedi prima di aggiungere più di:</translation>
    </message>
    <message>
        <source>A basket line cannot be lowered from this app: a typing slip would cost a call.</source>
        <translation>Questa app non può ridurre una riga del carrello: un errore di battitura costerebbe una telefonata.</translation>
    </message>
    <message>
        <source> packs</source>
        <comment>spin box suffix</comment>
        <translation> confezioni</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>spin box suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>The gross price of one add, in the shop&apos;s currency</source>
        <translation>Il prezzo lordo di un’aggiunta, nella valuta del negozio</translation>
    </message>
    <message>
        <source>Pack&amp;s:</source>
        <translation>Co&amp;nfezioni:</translation>
    </message>
    <message>
        <source>&amp;Weight:</source>
        <translation>Pes&amp;o:</translation>
    </message>
    <message>
        <source>&amp;Gross price:</source>
        <translation>Pre&amp;zzo lordo:</translation>
    </message>
    <message>
        <source>An address must not contain a user name or password: enter the address only.</source>
        <translation>L’indirizzo non deve contenere nome utente o password: inserire solo l’indirizzo.</translation>
    </message>
    <message>
        <source>Language and appearance change at once; a new server is used from the next sign-in. Passwords are kept in the system keychain only.</source>
        <translation>Lingua e aspetto cambiano subito; un nuovo server viene usato dal prossimo accesso. Le password sono conservate solo nel portachiavi di sistema.</translation>
    </message>
    <message>
        <source> days</source>
        <comment>spin box suffix</comment>
        <translation> giorni</translation>
    </message>
    <message>
        <source>Older prices are deleted when the app starts</source>
        <translation>I prezzi più vecchi vengono eliminati all’avvio dell’app</translation>
    </message>
    <message>
        <source>&amp;Forget Local Data…</source>
        <translation>&amp;Dimentica i dati locali…</translation>
    </message>
    <message>
        <source>Price &amp;history:</source>
        <translation>Storico &amp;prezzi:</translation>
    </message>
    <message>
        <source>Prices this computer has seen, for the charts and the change badges</source>
        <translation>Prezzi visti da questo computer, per i grafici e i badge di variazione</translation>
    </message>
    <message>
        <source>Forget Local Data</source>
        <translation>Dimentica i dati locali</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>The local price history has been deleted.</source>
        <translation>Lo storico prezzi locale è stato eliminato.</translation>
    </message>
    <message>
        <source>The local price history could not be deleted.</source>
        <translation>Non è stato possibile eliminare lo storico prezzi locale.</translation>
    </message>
    <message>
        <source>Deletes the price history, the prices seen and the history of basket adds of every customer on this computer</source>
        <translation>Elimina lo storico prezzi, i prezzi visti e lo storico delle aggiunte al carrello di tutti i clienti su questo computer</translation>
    </message>
    <message>
        <source>Delete the price history, the prices seen and the history of basket adds on this computer?</source>
        <translation>Eliminare lo storico prezzi, i prezzi visti e lo storico delle aggiunte al carrello su questo computer?</translation>
    </message>
    <message>
        <source>This applies to every customer who signed in here. Your basket and lists in the webshop stay as they are. Adds still on their way to the basket are kept until their outcome is known.</source>
        <translation>Vale per tutti i clienti che hanno effettuato l’accesso qui. Il carrello e le liste nel negozio online restano invariati. Le aggiunte ancora in corso di invio al carrello vengono conservate finché il loro esito non è noto.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SignInFlow</name>
    <message>
        <source>You are not signed in. Sign in to search and order.</source>
        <translation>Accesso non effettuato. Accedere per cercare e ordinare.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Accedi</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Please sign in again.</source>
        <translation>La sessione è terminata e non è stato possibile rinnovarla. Accedere di nuovo.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::StoreComparisonDialog</name>
    <message>
        <source>Compare Stores</source>
        <translation>Confronta punti vendita</translation>
    </message>
    <message>
        <source>Compare stores</source>
        <translation>Confronta punti vendita</translation>
    </message>
    <message>
        <source>Prices per store</source>
        <translation>Prezzi per punto vendita</translation>
    </message>
    <message>
        <source>Cancel Comparison</source>
        <translation>Annulla confronto</translation>
    </message>
    <message>
        <source>Switch to This Address…</source>
        <translation>Passa a questo indirizzo…</translation>
    </message>
    <message>
        <source>Opens the choice of your delivery address. Nothing changes until you choose there.</source>
        <translation>Apre la scelta dell’indirizzo di consegna. Nulla cambia finché non scegli lì.</translation>
    </message>
    <message>
        <source>%1 at the stores of your delivery addresses (prices: %2). Comparing changes nothing: not your basket, not your delivery address.</source>
        <translation>%1 nei punti vendita dei tuoi indirizzi di consegna (prezzi: %2). Il confronto non cambia nulla: né il carrello né l’indirizzo di consegna.</translation>
    </message>
    <message>
        <source>Checking prices: %1 of %2</source>
        <translation>Verifica dei prezzi: %1 di %2</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 prices checked, the rest was not asked for.</source>
        <translation>Annullato: %1 prezzi su %2 verificati, il resto non è stato richiesto.</translation>
    </message>
    <message>
        <source>Prices checked: %1 of %2.</source>
        <translation>Prezzi verificati: %1 di %2.</translation>
    </message>
    <message>
        <source>All your delivery addresses are served by one store: there is nothing to compare.</source>
        <translation>Tutti i tuoi indirizzi di consegna sono serviti da un solo punto vendita: non c’è nulla da confrontare.</translation>
    </message>
    <message>
        <source>Not in the totals, so that they compare the same articles: %1.</source>
        <translation>Esclusi dai totali, perché confrontino gli stessi articoli: %1.</translation>
    </message>
    <message>
        <source>Totals count the %1 of %2 lines that every store sells at a known price.</source>
        <translation>I totali contano le %1 righe su %2 che ogni punto vendita vende a un prezzo noto.</translation>
    </message>
    <message>
        <source>No line is sold at a known price at every store, so there are no totals to compare.</source>
        <translation>Nessuna riga è venduta a un prezzo noto in ogni punto vendita, quindi non ci sono totali da confrontare.</translation>
    </message>
    <message>
        <source>Deposit as in your basket: %1, not included in the totals.</source>
        <translation>Cauzione come nel carrello: %1, non inclusa nei totali.</translation>
    </message>
    <message>
        <source>Switch to %1…</source>
        <translation>Passa a %1…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WhatEdit</name>
    <message>
        <source>Article number or words</source>
        <translation>Codice articolo o parole</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Suggerimenti</translation>
    </message>
    <message>
        <source>Article number %1 · Pack number %2</source>
        <translation>Codice articolo %1 · Codice confezione %2</translation>
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
        <translation>%1 · %2 · %3 · Art. %4 · Conf. %5</translation>
    </message>
    <message>
        <source>%1 · %2 · Pack %3</source>
        <extracomment>One pack in the quick order&apos;s pack choice: pack · its price · pack number</extracomment>
        <translation>%1 · %2 · Conf. %3</translation>
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
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Import Order File…</source>
        <translation>&amp;Importa file d’ordine…</translation>
    </message>
    <message>
        <source>&amp;Switch User…</source>
        <translation>&amp;Cambia utente…</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>Di&amp;sconnetti</translation>
    </message>
    <message>
        <source>Log Out and &amp;Forget Local Data</source>
        <translation>Disconnetti e &amp;dimentica i dati locali</translation>
    </message>
    <message>
        <source>Signs out and deletes your price history and add history on this computer</source>
        <translation>Disconnette ed elimina da questo computer lo storico prezzi e lo storico delle aggiunte</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Find Articles</source>
        <translation>&amp;Cerca articoli</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aggiorna</translation>
    </message>
    <message>
        <source>Compare S&amp;tores…</source>
        <translation>Confronta &amp;punti vendita…</translation>
    </message>
    <message>
        <source>Price C&amp;hanges…</source>
        <translation>&amp;Variazioni di prezzo…</translation>
    </message>
    <message>
        <source>&amp;Added to Basket…</source>
        <translation>A&amp;ggiunte al carrello…</translation>
    </message>
    <message>
        <source>&amp;Net Prices</source>
        <translation>Prezzi &amp;netti</translation>
    </message>
    <message>
        <source>&amp;Gross Prices</source>
        <translation>Prezzi l&amp;ordi</translation>
    </message>
    <message>
        <source>Results as &amp;Cards</source>
        <translation>Risultati come &amp;schede</translation>
    </message>
    <message>
        <source>Results as L&amp;ist</source>
        <translation>Risultati come &amp;elenco</translation>
    </message>
    <message>
        <source>&amp;About Webshop Desktop</source>
        <translation>&amp;Informazioni su Webshop Desktop</translation>
    </message>
</context>
<context>
    <name>webshop::values::ApiError</name>
    <message>
        <source>The server could not be reached. Check your internet connection and try again.</source>
        <translation>Il server non è raggiungibile. Verificare la connessione a Internet e riprovare.</translation>
    </message>
    <message>
        <source>The server took too long to answer. Try again in a moment.</source>
        <translation>Il server ha impiegato troppo tempo a rispondere. Riprovare tra poco.</translation>
    </message>
    <message>
        <source>A secure connection to the server could not be established. The server&apos;s certificate was not accepted.</source>
        <translation>Impossibile stabilire una connessione sicura con il server. Il certificato del server non è stato accettato.</translation>
    </message>
    <message>
        <source>Your login is no longer valid. Please log in again.</source>
        <translation>L’accesso non è più valido. Accedere di nuovo.</translation>
    </message>
    <message>
        <source>The requested item was not found on the server.</source>
        <translation>L’elemento richiesto non è stato trovato sul server.</translation>
    </message>
    <message>
        <source>The server refused the request: %1</source>
        <translation>Il server ha rifiutato la richiesta: %1</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>Il server ha rifiutato la richiesta.</translation>
    </message>
    <message>
        <source>The server is busy with too many requests. Try again in a moment.</source>
        <translation>Il server è sovraccarico di richieste. Riprovare tra poco.</translation>
    </message>
    <message>
        <source>The server had a problem (error %1). Try again later.</source>
        <translation>Si è verificato un problema sul server (errore %1). Riprovare più tardi.</translation>
    </message>
    <message>
        <source>The server answered with an unexpected error (%1).</source>
        <translation>Il server ha risposto con un errore imprevisto (%1).</translation>
    </message>
    <message>
        <source>The server sent an answer this app does not understand.</source>
        <translation>Il server ha inviato una risposta che questa app non comprende.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>La richiesta è stata annullata.</translation>
    </message>
    <message>
        <source>The server sent an answer that is too large to process.</source>
        <translation>La risposta del server è troppo grande per essere elaborata.</translation>
    </message>
    <message>
        <source>The connection was refused because it is not encrypted. Use an https:// address.</source>
        <translation>La connessione è stata rifiutata perché non è cifrata. Usare un indirizzo https://.</translation>
    </message>
    <message>
        <source>The connection dropped after the request was sent. Checking whether it arrived…</source>
        <translation>La connessione si è interrotta dopo l’invio della richiesta. Verifica della ricezione in corso…</translation>
    </message>
    <message>
        <source>Your access does not include this function (%1).</source>
        <translation>L’accesso non include questa funzione (%1).</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>errore %1</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password (user:password@). Enter the API user and password in their own fields.</source>
        <translation>L’indirizzo del server non deve contenere nome utente o password (user:password@). Inserire utente e password API negli appositi campi.</translation>
    </message>
</context>
<context>
    <name>webshop::values::DeliveryAddress</name>
    <message>
        <source>Store %1</source>
        <translation>Punto vendita %1</translation>
    </message>
</context>
</TS>
