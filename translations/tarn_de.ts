<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ApiEndpoints</name>
    <message>
        <source>body: not valid JSON at offset %1: %2</source>
        <translation>body: kein gültiges JSON an Position %1: %2</translation>
    </message>
    <message>
        <source>body: must be a JSON object</source>
        <translation>body: muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1: not a field here</source>
        <translation>%1: ist hier kein Feld</translation>
    </message>
    <message>
        <source>%1: required, a non-empty string</source>
        <translation>%1: erforderlich, eine nicht leere Zeichenkette</translation>
    </message>
    <message>
        <source>%1: at most %2 characters</source>
        <translation>%1: höchstens %2 Zeichen</translation>
    </message>
    <message>
        <source>%1: a whole number from %2 to %3</source>
        <translation>%1: eine ganze Zahl von %2 bis %3</translation>
    </message>
    <message>
        <source>%1: each delta must be a JSON object</source>
        <translation>%1: jedes Delta muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1: not accepted on ingest (ids, times of creation and expiry and lifecycle are set by the lake)</source>
        <translation>%1: wird beim Einliefern nicht angenommen (IDs, Erstellungs- und Ablaufzeiten und der Lebenszyklus werden vom See gesetzt)</translation>
    </message>
    <message>
        <source>scope: read or write</source>
        <translation>scope: read oder write</translation>
    </message>
    <message>
        <source>this pair code grants read access only</source>
        <translation>dieser Kopplungscode gewährt nur Lesezugriff</translation>
    </message>
    <message>
        <source>the pair code has expired; ask Tarn for a new one</source>
        <translation>der Kopplungscode ist abgelaufen; lassen Sie Tarn einen neuen anzeigen</translation>
    </message>
    <message>
        <source>wrong pair code (or none is pending)</source>
        <translation>falscher Kopplungscode (oder keiner ausstehend)</translation>
    </message>
    <message>
        <source>deltas: an array of 1 to 10000 delta objects</source>
        <translation>deltas: ein Array aus 1 bis 10000 Delta-Objekten</translation>
    </message>
    <message>
        <source>%1: not a filter of GET /v1/deltas</source>
        <translation>%1: ist kein Filter von GET /v1/deltas</translation>
    </message>
    <message>
        <source>kind: one of %1</source>
        <translation>kind: eines von %1</translation>
    </message>
    <message>
        <source>scope: local, team, company or public</source>
        <translation>scope: local, team, company oder public</translation>
    </message>
    <message>
        <source>origin: authored or observed</source>
        <translation>origin: authored oder observed</translation>
    </message>
    <message>
        <source>after: a delta id (12 hex digits)</source>
        <translation>after: eine Delta-ID (12 Hexadezimalziffern)</translation>
    </message>
    <message>
        <source>id: a delta id is 12 hex digits</source>
        <translation>id: eine Delta-ID hat 12 Hexadezimalziffern</translation>
    </message>
    <message>
        <source>no delta %1 in the lake</source>
        <translation>kein Delta %1 im See</translation>
    </message>
    <message>
        <source>type: affirm, refute or reply</source>
        <translation>type: affirm, refute oder reply</translation>
    </message>
    <message>
        <source>tags: an array of strings</source>
        <translation>tags: ein Array aus Zeichenketten</translation>
    </message>
    <message>
        <source>q: what to recall, as words</source>
        <translation>q: was erinnert werden soll, in Worten</translation>
    </message>
    <message>
        <source>a decay sweep writes; this token may only read</source>
        <translation>ein Zerfallslauf schreibt; dieses Token darf nur lesen</translation>
    </message>
    <message>
        <source>no job %1</source>
        <translation>kein Auftrag %1</translation>
    </message>
    <message>
        <source>q: the turn to find memories for, as words</source>
        <translation>q: der Gesprächsschritt, zu dem Erinnerungen gesucht werden, als Wörter</translation>
    </message>
    <message>
        <source>auto_recall is off in Tarn&apos;s memory settings</source>
        <translation>auto_recall ist in Tarns Gedächtnis-Einstellungen ausgeschaltet</translation>
    </message>
    <message>
        <source>capture is off in Tarn&apos;s memory settings (memory.auto_capture); turn it on in Preferences or with: tarn config memory.auto_capture true</source>
        <translation>Erfassen ist in Tarns Gedächtnis-Einstellungen ausgeschaltet (memory.auto_capture); einschalten in den Einstellungen oder mit: tarn config memory.auto_capture true</translation>
    </message>
    <message>
        <source>%1: a string</source>
        <translation>%1: eine Zeichenkette</translation>
    </message>
    <message>
        <source>a client named &quot;%1&quot; is paired already; choose another name</source>
        <translation>ein Client namens &quot;%1&quot; ist bereits gekoppelt; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>the pair code was burned after %1 wrong guesses; ask Tarn for a new one</source>
        <translation>der Kopplungscode wurde nach %1 falschen Versuchen verbrannt; fordern Sie in Tarn einen neuen an</translation>
    </message>
    <message numerus="yes">
        <source>wrong pair code; %n more wrong guesses burn it</source>
        <translation>
            <numerusform>falscher Kopplungscode; noch %n falscher Versuch verbrennt ihn</numerusform>
            <numerusform>falscher Kopplungscode; noch %n falsche Versuche verbrennen ihn</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: true or false</source>
        <translation>%1: true oder false</translation>
    </message>
    <message>
        <source>restore: an erased delta cannot come back</source>
        <translation>restore: ein gelöschtes Delta kann nicht zurückkommen</translation>
    </message>
    <message>
        <source>sort: when, deadline, source, kind or confidence, with a leading - for descending</source>
        <translation>sort: when, deadline, source, kind oder confidence, mit vorangestelltem - für absteigend</translation>
    </message>
</context>
<context>
    <name>ApiServer</name>
    <message>
        <source>cannot listen on 127.0.0.1:%1: %2</source>
        <translation>kann nicht auf 127.0.0.1:%1 lauschen: %2</translation>
    </message>
    <message>
        <source>%1 is not allowed on %2</source>
        <translation>%1 ist auf %2 nicht erlaubt</translation>
    </message>
    <message>
        <source>no such endpoint: %1</source>
        <translation>kein solcher Endpunkt: %1</translation>
    </message>
    <message>
        <source>this endpoint needs Authorization: Bearer &lt;token&gt;; pair first (POST /v1/pair with the code Tarn shows)</source>
        <translation>dieser Endpunkt braucht Authorization: Bearer &lt;token&gt;; zuerst koppeln (POST /v1/pair mit dem Code, den Tarn anzeigt)</translation>
    </message>
    <message>
        <source>this token may only read; %1 %2 needs a write token</source>
        <translation>dieses Token darf nur lesen; %1 %2 braucht ein Schreib-Token</translation>
    </message>
    <message>
        <source>requests from web pages are refused (the request carries Origin: %1)</source>
        <translation>Anfragen von Webseiten werden abgewiesen (die Anfrage trägt Origin: %1)</translation>
    </message>
    <message>
        <source>the Host header must be 127.0.0.1:%1, localhost:%1 or [::1]:%1 (it is &quot;%2&quot;)</source>
        <translation>der Host-Header muss 127.0.0.1:%1, localhost:%1 oder [::1]:%1 sein (er ist &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>the token is not valid (revoked, never issued, or paired with another lake)</source>
        <translation>das Token ist nicht gültig (widerrufen, nie ausgegeben oder für einen anderen See gekoppelt)</translation>
    </message>
    <message>
        <source>the lake cannot be opened: %1</source>
        <translation>der See lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>Tarn offers no server-initiated stream; POST messages to /mcp</source>
        <translation>Tarn bietet keinen vom Server ausgehenden Stream; senden Sie Nachrichten per POST an /mcp</translation>
    </message>
    <message>
        <source>no such MCP session</source>
        <translation>keine solche MCP-Sitzung</translation>
    </message>
    <message>
        <source>send initialize first; every later message carries its Mcp-Session-Id</source>
        <translation>senden Sie zuerst initialize; jede spätere Nachricht trägt ihre Mcp-Session-Id</translation>
    </message>
    <message>
        <source>no such MCP session (it ended or was dropped); initialize again</source>
        <translation>keine solche MCP-Sitzung (beendet oder verworfen); initialisieren Sie erneut</translation>
    </message>
    <message>
        <source>MCP-Protocol-Version %1 is not one Tarn speaks (%2)</source>
        <translation>MCP-Protocol-Version %1 spricht Tarn nicht (%2)</translation>
    </message>
</context>
<context>
    <name>ApiServerHost</name>
    <message>
        <source>Pairing is not possible: %1. Tarn keeps API secrets only in the system keychain and never in a plain file.</source>
        <translation>Koppeln ist nicht möglich: %1. Tarn verwahrt API-Geheimnisse nur im Schlüsselbund des Systems und nie in einer einfachen Datei.</translation>
    </message>
</context>
<context>
    <name>ApiTokens</name>
    <message>
        <source>a client named &quot;%1&quot; is paired already; choose another name, or revoke that client first</source>
        <translation>ein Client namens &quot;%1&quot; ist bereits gekoppelt; wählen Sie einen anderen Namen oder widerrufen Sie zuerst diesen Client</translation>
    </message>
</context>
<context>
    <name>BoundedRead</name>
    <message>
        <source>longer than %1 bytes; a line is one delta, refused without reading the rest</source>
        <translation>länger als %1 Bytes; eine Zeile ist ein Delta, abgelehnt, ohne den Rest zu lesen</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a regular file; refused</source>
        <translation>%1 ist keine gewöhnliche Datei; abgelehnt</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes; refused</source>
        <translation>%1 ist größer als %2 Bytes; abgelehnt</translation>
    </message>
</context>
<context>
    <name>Capture</name>
    <message>
        <source>user: a turn needs the person&apos;s words, the assistant&apos;s, or both</source>
        <translation>user: ein Gesprächsschritt braucht die Worte der Person, die des Assistenten oder beide</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>counts per source and decay class, pending prunes, next expiry</source>
        <translation>Anzahl je Quelle und Zerfallsklasse, ausstehende Löschungen, nächster Ablauf</translation>
    </message>
    <message>
        <source>list deltas, newest first</source>
        <translation>Deltas auflisten, neueste zuerst</translation>
    </message>
    <message>
        <source>show one delta with its engagements</source>
        <translation>ein Delta mit seinen Reaktionen anzeigen</translation>
    </message>
    <message>
        <source>write an authored delta and print its id</source>
        <translation>ein verfasstes Delta schreiben und seine ID ausgeben</translation>
    </message>
    <message>
        <source>affirm a delta: this mattered, keep it</source>
        <translation>ein Delta bestätigen: Das war wichtig, behalten</translation>
    </message>
    <message>
        <source>refute a delta: remember why it is wrong</source>
        <translation>ein Delta widerlegen: festhalten, warum es falsch ist</translation>
    </message>
    <message>
        <source>reply to a delta: remember the thought it prompted</source>
        <translation>auf ein Delta antworten: den Gedanken festhalten, den es ausgelöst hat</translation>
    </message>
    <message>
        <source>reap expired deltas and run soft decay once</source>
        <translation>abgelaufene Deltas entfernen und einmal den sanften Zerfall ausführen</translation>
    </message>
    <message>
        <source>reclassify assistant facts into decay classes</source>
        <translation>Assistenten-Fakten neu in Zerfallsklassen einstufen</translation>
    </message>
    <message>
        <source>list sources or change a source&apos;s expiry</source>
        <translation>Quellen auflisten oder den Ablauf einer Quelle ändern</translation>
    </message>
    <message>
        <source>import deltas from a JSONL file (all or nothing)</source>
        <translation>Deltas aus einer JSONL-Datei importieren (alles oder nichts)</translation>
    </message>
    <message>
        <source>export every delta (or the audit log) as JSONL</source>
        <translation>alle Deltas (oder das Prüfprotokoll) als JSONL exportieren</translation>
    </message>
    <message>
        <source>fill a demo lake of its own with a believable day</source>
        <translation>einen eigenen Demo-See mit einem glaubwürdigen Tag füllen</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>sticks (authored)</source>
        <translation>bleibt (verfasst)</translation>
    </message>
    <message>
        <source>expired, pending prune</source>
        <translation>abgelaufen, Löschung ausstehend</translation>
    </message>
    <message>
        <source>wilts in %1</source>
        <translation>welkt in %1</translation>
    </message>
    <message>
        <source> (decay class %1)</source>
        <translation> (Zerfallsklasse %1)</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>Maschinenlesbare Ausgabe.</translation>
    </message>
    <message>
        <source>%1 Refusing without a terminal to ask; pass --yes to confirm.</source>
        <translation>%1 Ohne Terminal für die Rückfrage wird abgelehnt; zum Bestätigen --yes angeben.</translation>
    </message>
    <message>
        <source> [y/N] </source>
        <translation> [y/N] </translation>
    </message>
    <message>
        <source>Tarn, a local memory lake: what you author sticks, what is observed wilts.
Without a command, tarn opens the window.</source>
        <translation>Tarn, ein lokaler Gedächtnissee: Verfasstes bleibt, Beobachtetes welkt.
Ohne Befehl öffnet tarn das Fenster.</translation>
    </message>
    <message>
        <source>One of the commands below; tarn COMMAND --help for its options.</source>
        <translation>Einer der folgenden Befehle; „tarn BEFEHL --help“ zeigt dessen Optionen.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>tarn: unknown command &apos;%1&apos;. Run tarn --help for the list.</source>
        <translation>tarn: Unbekannter Befehl „%1“. „tarn --help“ zeigt die Liste.</translation>
    </message>
    <message>
        <source>Counts per source and per decay class, expired deltas pending prune, next expiry.</source>
        <translation>Anzahl je Quelle und je Zerfallsklasse, abgelaufene Deltas vor der Löschung, nächster Ablauf.</translation>
    </message>
    <message>
        <source>Lake: %1 (%2 KiB)</source>
        <translation>See: %1 (%2 KiB)</translation>
    </message>
    <message>
        <source>Deltas: %1 (%2 authored, sticking; %3 observed, wilting)</source>
        <translation>Deltas: %1 (%2 verfasst, bleibend; %3 beobachtet, welkend)</translation>
    </message>
    <message>
        <source>Expired (pending prune): %1</source>
        <translation>Abgelaufen (Löschung ausstehend): %1</translation>
    </message>
    <message>
        <source>Next expiry: %1</source>
        <translation>Nächster Ablauf: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>The lake is empty. Try: tarn remember &quot;something worth keeping&quot;, or tarn demo for a demo lake.</source>
        <translation>Der See ist leer. Tipp: tarn remember &quot;etwas Behaltenswertes&quot; oder tarn demo für einen Demo-See.</translation>
    </message>
    <message>
        <source>Per source:</source>
        <translation>Je Quelle:</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>next expiry</source>
        <translation>nächster Ablauf</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>Per decay class:</source>
        <translation>Je Zerfallsklasse:</translation>
    </message>
    <message>
        <source>none (source TTL)</source>
        <translation>keine (Quellen-Lebensdauer)</translation>
    </message>
    <message>
        <source>Only this source (a family: rss matches rss:*).</source>
        <translation>Nur diese Quelle (eine Familie: rss umfasst rss:*).</translation>
    </message>
    <message>
        <source>Only this kind.</source>
        <translation>Nur diese Art.</translation>
    </message>
    <message>
        <source>Only deltas with this tag.</source>
        <translation>Nur Deltas mit diesem Schlagwort.</translation>
    </message>
    <message>
        <source>Only observed deltas (they wilt).</source>
        <translation>Nur beobachtete Deltas (sie welken).</translation>
    </message>
    <message>
        <source>Only authored deltas (they stick).</source>
        <translation>Nur verfasste Deltas (sie bleiben).</translation>
    </message>
    <message>
        <source>Only deltas that wilt within HOURS.</source>
        <translation>Nur Deltas, die innerhalb von HOURS Stunden welken.</translation>
    </message>
    <message>
        <source>At most N deltas (default 50).</source>
        <translation>Höchstens N Deltas (Standard 50).</translation>
    </message>
    <message>
        <source>Continue after this id (keyset paging).</source>
        <translation>Nach dieser ID fortsetzen (seitenweise Ausgabe).</translation>
    </message>
    <message>
        <source>Include forgotten, invalidated and superseded deltas.</source>
        <translation>Auch vergessene, ungültig gemachte und ersetzte Deltas einbeziehen.</translation>
    </message>
    <message>
        <source>List deltas, newest first. Expired deltas are not shown.</source>
        <translation>Deltas auflisten, neueste zuerst. Abgelaufene Deltas werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>--kind must be one of %1</source>
        <translation>--kind muss eines von %1 sein</translation>
    </message>
    <message>
        <source>--observed and --authored exclude each other</source>
        <translation>--observed und --authored schließen einander aus</translation>
    </message>
    <message>
        <source>--expiring needs a positive number of hours</source>
        <translation>--expiring braucht eine positive Anzahl Stunden</translation>
    </message>
    <message>
        <source>--limit needs a number from 1 to 100000</source>
        <translation>--limit braucht eine Zahl von 1 bis 100000</translation>
    </message>
    <message>
        <source>No deltas match.</source>
        <translation>Keine passenden Deltas.</translation>
    </message>
    <message>
        <source>… more: tarn list --after %1</source>
        <translation>… weitere: tarn list --after %1</translation>
    </message>
    <message>
        <source>The delta&apos;s 12-hex id.</source>
        <translation>Die 12-stellige Hex-ID des Deltas.</translation>
    </message>
    <message>
        <source>Show one delta in full, with the engagements that point at it.</source>
        <translation>Ein Delta vollständig anzeigen, mit den Reaktionen, die darauf verweisen.</translation>
    </message>
    <message>
        <source>show takes exactly one id</source>
        <translation>show erwartet genau eine ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a delta id (12 lowercase hex digits)</source>
        <translation>„%1“ ist keine Delta-ID (12 kleingeschriebene Hex-Ziffern)</translation>
    </message>
    <message>
        <source>no delta %1 in the lake</source>
        <translation>kein Delta %1 im See</translation>
    </message>
    <message>
        <source>id:          %1</source>
        <translation>ID:             %1</translation>
    </message>
    <message>
        <source>source:      %1 (%2)</source>
        <translation>Quelle:         %1 (%2)</translation>
    </message>
    <message>
        <source>kind:        %1</source>
        <translation>Art:            %1</translation>
    </message>
    <message>
        <source>subject:     %1</source>
        <translation>Thema:          %1</translation>
    </message>
    <message>
        <source>tags:        %1</source>
        <translation>Schlagwörter:   %1</translation>
    </message>
    <message>
        <source>observed:    %1</source>
        <translation>Beobachtet:     %1</translation>
    </message>
    <message>
        <source>expires:     %1 — %2</source>
        <translation>Läuft ab:       %1 — %2</translation>
    </message>
    <message>
        <source>decay class: %1</source>
        <translation>Zerfallsklasse: %1</translation>
    </message>
    <message>
        <source>confidence:  %1</source>
        <translation>Konfidenz:      %1</translation>
    </message>
    <message>
        <source>media:       %1</source>
        <translation>Medien:         %1</translation>
    </message>
    <message>
        <source>state:       %1</source>
        <translation>Zustand:        %1</translation>
    </message>
    <message>
        <source>supersedes:  %1</source>
        <translation>Ersetzt:        %1</translation>
    </message>
    <message>
        <source>superseded by: %1</source>
        <translation>Ersetzt durch:  %1</translation>
    </message>
    <message>
        <source>Engagements:</source>
        <translation>Reaktionen:</translation>
    </message>
    <message>
        <source>What to remember (one idea).</source>
        <translation>Was behalten werden soll (ein Gedanke).</translation>
    </message>
    <message>
        <source>Source of the delta (default chat: authored, sticks).</source>
        <translation>Quelle des Deltas (Standard chat: verfasst, bleibt).</translation>
    </message>
    <message>
        <source>Kind (default fact).</source>
        <translation>Art (Standard fact).</translation>
    </message>
    <message>
        <source>A tag; repeat for more.</source>
        <translation>Ein Schlagwort; für mehrere wiederholen.</translation>
    </message>
    <message>
        <source>Normalized topic.</source>
        <translation>Normalisiertes Thema.</translation>
    </message>
    <message>
        <source>local, team, company or public (default local).</source>
        <translation>local, team, company oder public (Standard local).</translation>
    </message>
    <message>
        <source>permanent, stable, active, session or checkpoint.</source>
        <translation>permanent, stable, active, session oder checkpoint.</translation>
    </message>
    <message>
        <source>Write a delta and print its id. The source&apos;s settings decide whether it sticks or wilts.</source>
        <translation>Ein Delta schreiben und seine ID ausgeben. Die Einstellungen der Quelle entscheiden, ob es bleibt oder welkt.</translation>
    </message>
    <message>
        <source>remember needs the text to remember</source>
        <translation>remember braucht den Text, der behalten werden soll</translation>
    </message>
    <message>
        <source>kind &apos;%1&apos; is not one of %2</source>
        <translation>Art „%1“ ist keine von %2</translation>
    </message>
    <message>
        <source>scope &apos;%1&apos; is not one of local|team|company|public</source>
        <translation>Geltungsbereich „%1“ ist keiner von local|team|company|public</translation>
    </message>
    <message>
        <source>decay class must be permanent, stable, active, session or checkpoint</source>
        <translation>Zerfallsklasse muss permanent, stable, active, session oder checkpoint sein</translation>
    </message>
    <message>
        <source>The delta to engage with.</source>
        <translation>Das Delta, auf das reagiert wird.</translation>
    </message>
    <message>
        <source>Why (required).</source>
        <translation>Begründung (erforderlich).</translation>
    </message>
    <message>
        <source>An extra tag; repeat for more.</source>
        <translation>Ein zusätzliches Schlagwort; für mehrere wiederholen.</translation>
    </message>
    <message>
        <source>Write an authored engagement that keeps what mattered about a delta; the delta itself is untouched.</source>
        <translation>Eine verfasste Reaktion schreiben, die festhält, was an einem Delta wichtig war; das Delta selbst bleibt unverändert.</translation>
    </message>
    <message>
        <source>%1 takes exactly one id</source>
        <translation>%1 erwartet genau eine ID</translation>
    </message>
    <message>
        <source>%1 needs --reason TEXT</source>
        <translation>%1 braucht --reason TEXT</translation>
    </message>
    <message>
        <source>Only soft decay (halve confidence past 75 % of the window; remove under 0.1).</source>
        <translation>Nur sanfter Zerfall (Konfidenz nach 75 % der Frist halbieren; unter 0,1 entfernen).</translation>
    </message>
    <message>
        <source>Report what would go; write nothing.</source>
        <translation>Melden, was entfernt würde; nichts schreiben.</translation>
    </message>
    <message>
        <source>Hard-delete expired deltas and run soft decay once, as the scheduler does.</source>
        <translation>Abgelaufene Deltas endgültig löschen und einmal den sanften Zerfall ausführen, wie es der Zeitplan tut.</translation>
    </message>
    <message>
        <source>--decay-interval needs a positive number of minutes</source>
        <translation>--decay-interval braucht eine positive Anzahl Minuten</translation>
    </message>
    <message numerus="yes">
        <source>Would reap %n expired deltas.</source>
        <translation>
            <numerusform>Würde %n abgelaufenes Delta entfernen.</numerusform>
            <numerusform>Würde %n abgelaufene Deltas entfernen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Soft decay would halve %1 and remove %2.</source>
        <translation>Sanfter Zerfall würde %1 halbieren und %2 entfernen.</translation>
    </message>
    <message numerus="yes">
        <source>Reaped %n expired deltas in %1 s, %2 batches (the longest held the lock %3 ms).</source>
        <translation>
            <numerusform>%n abgelaufenes Delta in %1 s entfernt, %2 Stapel (der längste hielt die Sperre %3 ms).</numerusform>
            <numerusform>%n abgelaufene Deltas in %1 s entfernt, %2 Stapel (der längste hielt die Sperre %3 ms).</numerusform>
        </translation>
    </message>
    <message>
        <source>Soft decay halved %1 and removed %2 in %3 s.</source>
        <translation>Sanfter Zerfall hat %1 halbiert und %2 entfernt, in %3 s.</translation>
    </message>
    <message>
        <source>tarn prune: %1</source>
        <translation>tarn prune: %1</translation>
    </message>
    <message>
        <source>Report how many would change; write nothing.</source>
        <translation>Melden, wie viele sich ändern würden; nichts schreiben.</translation>
    </message>
    <message>
        <source>Re-classify existing assistant facts with classifyDecay and set their expiry.</source>
        <translation>Vorhandene Assistenten-Fakten mit classifyDecay neu einstufen und ihren Ablauf setzen.</translation>
    </message>
    <message numerus="yes">
        <source>Would reclassify %n deltas.</source>
        <translation>
            <numerusform>Würde %n Delta neu einstufen.</numerusform>
            <numerusform>Würde %n Deltas neu einstufen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reclassified %n deltas.</source>
        <translation>
            <numerusform>%n Delta neu eingestuft.</numerusform>
            <numerusform>%n Deltas neu eingestuft.</numerusform>
        </translation>
    </message>
    <message>
        <source>New expiry in days (fractions allowed: 0.25 = 6 h).</source>
        <translation>Neuer Ablauf in Tagen (Bruchteile erlaubt: 0.25 = 6 h).</translation>
    </message>
    <message>
        <source>Never expire (only where the source allows it).</source>
        <translation>Nie ablaufen (nur wo die Quelle es erlaubt).</translation>
    </message>
    <message>
        <source>A decay class, or none.</source>
        <translation>Eine Zerfallsklasse oder none.</translation>
    </message>
    <message>
        <source>Also re-time the source&apos;s existing unexpired deltas.</source>
        <translation>Auch den Ablauf der vorhandenen, nicht abgelaufenen Deltas der Quelle neu berechnen.</translation>
    </message>
    <message>
        <source>Do not ask before re-timing.</source>
        <translation>Vor dem Neuberechnen nicht nachfragen.</translation>
    </message>
    <message>
        <source>not stored</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>usage: tarn source list | tarn source set SOURCE [--expiry-days N | --never] [--decay-class C] [--retime]</source>
        <translation>Aufruf: tarn source list | tarn source set SOURCE [--expiry-days N | --never] [--decay-class C] [--retime]</translation>
    </message>
    <message>
        <source>--never and --expiry-days exclude each other</source>
        <translation>--never und --expiry-days schließen einander aus</translation>
    </message>
    <message>
        <source>--expiry-days needs a positive number</source>
        <translation>--expiry-days braucht eine positive Zahl</translation>
    </message>
    <message>
        <source>decay class must be none, permanent, stable, active, session or checkpoint</source>
        <translation>Zerfallsklasse muss none, permanent, stable, active, session oder checkpoint sein</translation>
    </message>
    <message numerus="yes">
        <source>Re-timing %1 would change the expiry of %n unexpired deltas; %2 of them would expire at once.</source>
        <translation>
            <numerusform>Die Neuberechnung für %1 würde den Ablauf von %n nicht abgelaufenem Delta ändern; sofort ablaufen würden davon: %2.</numerusform>
            <numerusform>Die Neuberechnung für %1 würde den Ablauf von %n nicht abgelaufenen Deltas ändern; sofort ablaufen würden davon: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply?</source>
        <translation>Anwenden?</translation>
    </message>
    <message numerus="yes">
        <source>%1 now expires: %2; re-timed %n deltas.</source>
        <translation>
            <numerusform>Ablauf für %1 jetzt: %2; Ablauf von %n Delta neu berechnet.</numerusform>
            <numerusform>Ablauf für %1 jetzt: %2; Ablauf von %n Deltas neu berechnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>A JSONL file, or - for standard input. Images are taken from FILE.media.</source>
        <translation>Eine JSONL-Datei oder - für die Standardeingabe. Bilder werden aus FILE.media übernommen.</translation>
    </message>
    <message>
        <source>import takes exactly one file</source>
        <translation>import erwartet genau eine Datei</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>Standardeingabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n deltas (%1 truncated to the size limit).</source>
        <translation>
            <numerusform>%n Delta importiert (%1 auf die Größengrenze gekürzt).</numerusform>
            <numerusform>%n Deltas importiert (%1 auf die Größengrenze gekürzt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where to write (default: standard output). Images go to FILE.media.</source>
        <translation>Wohin geschrieben wird (Standard: Standardausgabe). Bilder kommen nach FILE.media.</translation>
    </message>
    <message>
        <source>Export the audit log instead of the deltas.</source>
        <translation>Das Prüfprotokoll statt der Deltas exportieren.</translation>
    </message>
    <message>
        <source>Export every delta as JSONL with DESIGN&apos;s field names; import restores it exactly.</source>
        <translation>Alle Deltas als JSONL mit den Feldnamen aus DESIGN exportieren; import stellt sie exakt wieder her.</translation>
    </message>
    <message>
        <source>cannot write standard output</source>
        <translation>Standardausgabe kann nicht geschrieben werden</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n lines to %1</source>
        <translation>
            <numerusform>%n Zeile nach %1 exportiert</numerusform>
            <numerusform>%n Zeilen nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n images to %1.media</source>
        <translation>
            <numerusform> sowie %n Bild nach %1.media</numerusform>
            <numerusform> sowie %n Bilder nach %1.media</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill a demo lake with chat turns, vault notes, feed items, telemetry, captures and engagements. Without --lake it (re)creates the demo lake of its own; it never touches your real lake. Then run: tarn --demo</source>
        <translation>Einen Demo-See mit Chat-Beiträgen, Vault-Notizen, Feed-Einträgen, Telemetrie, Erfassungen und Reaktionen füllen. Ohne --lake wird der eigene Demo-See (neu) angelegt; der echte See bleibt unberührt. Danach: tarn --demo</translation>
    </message>
    <message numerus="yes">
        <source>Demo lake ready at %1: %n deltas, %2 engagements.
Open it with: tarn --demo   (or tarn --lake %1)</source>
        <translation>
            <numerusform>Demo-See bereit unter %1: %n Delta, %2 Reaktionen.
Öffnen mit: tarn --demo   (oder tarn --lake %1)</numerusform>
            <numerusform>Demo-See bereit unter %1: %n Deltas, %2 Reaktionen.
Öffnen mit: tarn --demo   (oder tarn --lake %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>apply the decay policies to one scope (seed 003 sweep)</source>
        <translation>die Zerfallsregeln auf einen Bereich anwenden (Seed-003-Lauf)</translation>
    </message>
    <message>
        <source>headless: the scheduler and the loopback HTTP API</source>
        <translation>ohne Fenster: der Planer und die lokale HTTP-API</translation>
    </message>
    <message>
        <source>show a one-time code that pairs an API client</source>
        <translation>einen Einmalcode zeigen, der einen API-Client koppelt</translation>
    </message>
    <message>
        <source>serve the lake to an assistant over MCP on stdio</source>
        <translation>den See über MCP auf stdio einem Assistenten bereitstellen</translation>
    </message>
    <message>
        <source>tarn mcp: serving %1 on stdio</source>
        <translation>tarn mcp: stelle %1 auf stdio bereit</translation>
    </message>
    <message>
        <source>cannot read stdin: %1</source>
        <translation>kann stdin nicht lesen: %1</translation>
    </message>
    <message>
        <source>--port needs a number from 0 to 65535</source>
        <translation>--port braucht eine Zahl von 0 bis 65535</translation>
    </message>
    <message>
        <source>Listen on this port of 127.0.0.1 and ::1 (0: any free port; default: the preferences&apos; port, else %1).</source>
        <translation>Auf diesem Port von 127.0.0.1 und ::1 lauschen (0: ein beliebiger freier Port; Standard: der Port aus den Einstellungen, sonst %1).</translation>
    </message>
    <message>
        <source>Run the scheduler (reaper, soft decay, decay policies) and the loopback HTTP API until stopped with Ctrl+C or SIGTERM.</source>
        <translation>Den Planer (Aufräumer, sanfter Zerfall, Zerfallsregeln) und die lokale HTTP-API ausführen, bis Strg+C oder SIGTERM sie beendet.</translation>
    </message>
    <message>
        <source>cannot set up signal handling</source>
        <translation>kann die Signalbehandlung nicht einrichten</translation>
    </message>
    <message>
        <source>Tarn is serving %1 on %2</source>
        <translation>Tarn stellt %1 bereit auf %2</translation>
    </message>
    <message>
        <source>Pair a client with: tarn pair</source>
        <translation>Einen Client koppeln mit: tarn pair</translation>
    </message>
    <message>
        <source>Tarn stopped.</source>
        <translation>Tarn beendet.</translation>
    </message>
    <message>
        <source>The widest access the code may grant: read or write (default write).</source>
        <translation>Der weiteste Zugriff, den der Code gewähren darf: read oder write (Standard write).</translation>
    </message>
    <message>
        <source>--scope is read or write</source>
        <translation>--scope ist read oder write</translation>
    </message>
    <message>
        <source>pairing is refused: %1. Tarn keeps API secrets only in the keychain and has no plain-text fallback.</source>
        <translation>Koppeln abgelehnt: %1. Tarn verwahrt API-Geheimnisse nur im Schlüsselbund und hat keinen Klartext-Ausweg.</translation>
    </message>
    <message>
        <source>Pair code: %1</source>
        <translation>Kopplungscode: %1</translation>
    </message>
    <message>
        <source>Valid until %1 (10 minutes), once; grants %2 access.</source>
        <translation>Gültig bis %1 (10 Minuten), einmal; gewährt %2-Zugriff.</translation>
    </message>
    <message>
        <source>The client sends it to POST /v1/pair with {&quot;code&quot;, &quot;name&quot;, &quot;scope&quot;}.</source>
        <translation>Der Client sendet ihn an POST /v1/pair mit {&quot;code&quot;, &quot;name&quot;, &quot;scope&quot;}.</translation>
    </message>
    <message>
        <source>The scope to sweep: local, team, company or public (required).</source>
        <translation>Der zu behandelnde Bereich: local, team, company oder public (erforderlich).</translation>
    </message>
    <message>
        <source>Override every policy&apos;s mode: retract, confidence or dry_run.</source>
        <translation>Den Modus jeder Regel überschreiben: retract, confidence oder dry_run.</translation>
    </message>
    <message>
        <source>Run only the policy with this id.</source>
        <translation>Nur die Regel mit dieser ID ausführen.</translation>
    </message>
    <message>
        <source>Read the DecayPolicy JSON array from FILE (default: $TARN_DECAY_POLICIES, else the preferences).</source>
        <translation>Das DecayPolicy-JSON-Array aus DATEI lesen (Standard: $TARN_DECAY_POLICIES, sonst die Einstellungen).</translation>
    </message>
    <message>
        <source>Apply the decay policies to one scope and print the sweep&apos;s JSON response.</source>
        <translation>Die Zerfallsregeln auf einen Bereich anwenden und die JSON-Antwort des Laufs ausgeben.</translation>
    </message>
    <message>
        <source>tarn sweep: no decay policies are configured; nothing to do.</source>
        <translation>tarn sweep: keine Zerfallsregeln eingerichtet; nichts zu tun.</translation>
    </message>
    <message>
        <source>recall what the lake knows about a query, best first</source>
        <translation>abrufen, was der See zu einer Anfrage weiß, das Beste zuerst</translation>
    </message>
    <message>
        <source>forget a delta (hidden and reversible, or --hard erased)</source>
        <translation>ein Delta vergessen (verborgen und umkehrbar, oder mit --hard gelöscht)</translation>
    </message>
    <message>
        <source>Words describing what to recall.</source>
        <translation>Wörter, die beschreiben, was erinnert werden soll.</translation>
    </message>
    <message>
        <source>At most N deltas (1-100, default 10).</source>
        <translation>Höchstens N Deltas (1–100, Standard 10).</translation>
    </message>
    <message>
        <source>Only this scope: local, team, company or public.</source>
        <translation>Nur dieser Bereich: local, team, company oder public.</translation>
    </message>
    <message>
        <source>Recall what the lake knows about a query, most relevant first. A recall counts as use: stable and active memories live on.</source>
        <translation>Abrufen, was der See zu einer Anfrage weiß, das Relevanteste zuerst. Ein Abruf zählt als Nutzung: stabile und aktive Erinnerungen leben weiter.</translation>
    </message>
    <message>
        <source>give the words to recall by</source>
        <translation>geben Sie die Wörter an, nach denen erinnert werden soll</translation>
    </message>
    <message>
        <source>--limit needs a whole number</source>
        <translation>--limit braucht eine ganze Zahl</translation>
    </message>
    <message>
        <source>--scope is local, team, company or public</source>
        <translation>--scope ist local, team, company oder public</translation>
    </message>
    <message>
        <source>Nothing in the lake matches.</source>
        <translation>Nichts im See passt.</translation>
    </message>
    <message>
        <source>The delta to forget.</source>
        <translation>Das zu vergessende Delta.</translation>
    </message>
    <message>
        <source>Erase it for good: the delta, its index entry and any image only it held. Asks first.</source>
        <translation>Endgültig löschen: das Delta, seinen Indexeintrag und jedes Bild, das nur es hielt. Fragt vorher.</translation>
    </message>
    <message>
        <source>Bring back a softly forgotten delta.</source>
        <translation>Ein sanft vergessenes Delta zurückholen.</translation>
    </message>
    <message>
        <source>Do not ask (for scripts).</source>
        <translation>Nicht nachfragen (für Skripte).</translation>
    </message>
    <message>
        <source>give exactly one delta id</source>
        <translation>geben Sie genau eine Delta-ID an</translation>
    </message>
    <message>
        <source>Restored %1.</source>
        <translation>%1 wiederhergestellt.</translation>
    </message>
    <message>
        <source>Forgot %1 (hidden; tarn forget --restore %1 brings it back).</source>
        <translation>%1 vergessen (verborgen; tarn forget --restore %1 holt es zurück).</translation>
    </message>
    <message>
        <source>Erase delta %1 for good? This cannot be undone.</source>
        <translation>Delta %1 endgültig löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Erased %1.</source>
        <translation>%1 gelöscht.</translation>
    </message>
    <message>
        <source>%1 is forgotten (tarn forget --restore %1 brings it back)</source>
        <translation>%1 ist vergessen (tarn forget --restore %1 holt es zurück)</translation>
    </message>
    <message>
        <source>replace a delta with a new one, keeping the lineage</source>
        <translation>ein Delta durch ein neues ersetzen und die Herkunft behalten</translation>
    </message>
    <message>
        <source>mark a delta invalid (kept, hidden from readers)</source>
        <translation>ein Delta als ungültig markieren (bleibt erhalten, vor Lesern verborgen)</translation>
    </message>
    <message>
        <source>The delta the new one replaces.</source>
        <translation>Das Delta, das das neue ersetzt.</translation>
    </message>
    <message>
        <source>What is true now.</source>
        <translation>Was jetzt stimmt.</translation>
    </message>
    <message>
        <source>Write a delta that supersedes another: the old one keeps its content and lineage but leaves every reader. Prints the new id.</source>
        <translation>Ein Delta schreiben, das ein anderes ersetzt: das alte behält Inhalt und Herkunft, verschwindet aber vor jedem Leser. Gibt die neue ID aus.</translation>
    </message>
    <message>
        <source>give the id and the new content</source>
        <translation>geben Sie die ID und den neuen Inhalt an</translation>
    </message>
    <message>
        <source>The delta that turned out wrong.</source>
        <translation>Das Delta, das sich als falsch erwiesen hat.</translation>
    </message>
    <message>
        <source>Mark a delta invalid: kept for the record, hidden from every reader.</source>
        <translation>Ein Delta als ungültig markieren: für die Akten behalten, vor jedem Leser verborgen.</translation>
    </message>
    <message>
        <source>Invalidated %1.</source>
        <translation>%1 als ungültig markiert.</translation>
    </message>
    <message>
        <source>capture a conversation turn: an episode, and what it asks to remember</source>
        <translation>einen Gesprächsschritt erfassen: eine Episode und was er zu merken bittet</translation>
    </message>
    <message>
        <source>run memory maintenance: reflect, retention, reindex, gc</source>
        <translation>Gedächtnispflege ausführen: reflect, retention, reindex, gc</translation>
    </message>
    <message>
        <source>show or change the memory settings</source>
        <translation>die Gedächtnis-Einstellungen zeigen oder ändern</translation>
    </message>
    <message>
        <source>What the person said.</source>
        <translation>Was die Person gesagt hat.</translation>
    </message>
    <message>
        <source>What the assistant answered.</source>
        <translation>Was der Assistent geantwortet hat.</translation>
    </message>
    <message>
        <source>The conversation this turn belongs to.</source>
        <translation>Das Gespräch, zu dem dieser Schritt gehört.</translation>
    </message>
    <message>
        <source>Show what the turn would remember or forget; write nothing.</source>
        <translation>Zeigen, was der Schritt merken oder vergessen würde; nichts schreiben.</translation>
    </message>
    <message>
        <source>Capture a conversation turn: an episode for the turn, and the memories the person&apos;s words ask for (remember ..., forget ..., my name is ..., I prefer ...).</source>
        <translation>Einen Gesprächsschritt erfassen: eine Episode für den Schritt und die Erinnerungen, um die die Worte der Person bitten (remember ..., forget ..., my name is ..., I prefer ...).</translation>
    </message>
    <message>
        <source>give --user TEXT, --assistant TEXT or both</source>
        <translation>--user TEXT, --assistant TEXT oder beides angeben</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>would forget memories about: %1</source>
        <translation>würde Erinnerungen vergessen über: %1</translation>
    </message>
    <message>
        <source>would hold back (%1 &lt; %2 sure): [%3] %4</source>
        <translation>würde zurückhalten (%1 &lt; %2 sicher): [%3] %4</translation>
    </message>
    <message>
        <source>would remember: [%1] %2</source>
        <translation>würde merken: [%1] %2</translation>
    </message>
    <message>
        <source>Nothing to remember or forget in these words; the turn would be kept as an episode.</source>
        <translation>In diesen Worten ist nichts zu merken oder zu vergessen; der Schritt würde als Episode behalten.</translation>
    </message>
    <message>
        <source>Captured the turn as episode %1.</source>
        <translation>Schritt als Episode %1 erfasst.</translation>
    </message>
    <message>
        <source>Remembered %1: [%2] %3</source>
        <translation>Gemerkt %1: [%2] %3</translation>
    </message>
    <message>
        <source>Updated %1 -&gt; %2: %3</source>
        <translation>Aktualisiert %1 -&gt; %2: %3</translation>
    </message>
    <message>
        <source>Already known: %1</source>
        <translation>Schon bekannt: %1</translation>
    </message>
    <message>
        <source>Forgot %1 (tarn forget --restore %1 brings it back).</source>
        <translation>%1 vergessen (tarn forget --restore %1 holt es zurück).</translation>
    </message>
    <message>
        <source>Nothing to forget about: %1</source>
        <translation>Nichts zu vergessen über: %1</translation>
    </message>
    <message>
        <source>Held back, not sure enough (%1): %2</source>
        <translation>Zurückgehalten, nicht sicher genug (%1): %2</translation>
    </message>
    <message>
        <source>A setting, e.g. memory.recall_max_items.</source>
        <translation>Eine Einstellung, z. B. memory.recall_max_items.</translation>
    </message>
    <message>
        <source>Its new value.</source>
        <translation>Ihr neuer Wert.</translation>
    </message>
    <message>
        <source>Show the memory settings, one of them, or change one. They live in %1.</source>
        <translation>Die Gedächtnis-Einstellungen zeigen, eine davon zeigen oder eine ändern. Sie stehen in %1.</translation>
    </message>
    <message>
        <source>give a key and at most one value</source>
        <translation>einen Schlüssel und höchstens einen Wert angeben</translation>
    </message>
    <message>
        <source>memory.%1 = %2</source>
        <translation>memory.%1 = %2</translation>
    </message>
    <message>
        <source>Any of reflect, retention, reindex, gc (default: all four).</source>
        <translation>Beliebige von reflect, retention, reindex, gc (Standard: alle vier).</translation>
    </message>
    <message>
        <source>With gc: rewrite the file once (VACUUM), which also lets a lake made by an older Tarn give freed space back from then on.</source>
        <translation>Mit gc: die Datei einmal neu schreiben (VACUUM); danach gibt auch ein See aus einer älteren Tarn-Version freien Platz zurück.</translation>
    </message>
    <message>
        <source>Run memory maintenance now: reflect promotes memories a tier by use and age, retention erases conversation episodes older than retention_days, reindex optimizes the search index, gc gives freed space back.</source>
        <translation>Gedächtnispflege jetzt ausführen: reflect hebt Erinnerungen nach Nutzung und Alter eine Stufe höher, retention löscht Gesprächsepisoden älter als retention_days, reindex optimiert den Suchindex, gc gibt freien Platz zurück.</translation>
    </message>
    <message>
        <source>%1: not a maintenance task (reflect, retention, reindex or gc)</source>
        <translation>%1: keine Pflegeaufgabe (reflect, retention, reindex oder gc)</translation>
    </message>
    <message>
        <source>reflect: %1 to episodic, %2 to semantic</source>
        <translation>reflect: %1 nach episodisch, %2 nach semantisch</translation>
    </message>
    <message>
        <source>retention: %1 episodes older than %2 days erased</source>
        <translation>retention: %1 Episoden älter als %2 Tage gelöscht</translation>
    </message>
    <message>
        <source>retention: off (retention_days is 0), nothing erased</source>
        <translation>retention: aus (retention_days ist 0), nichts gelöscht</translation>
    </message>
    <message>
        <source>reindex: search index optimized</source>
        <translation>reindex: Suchindex optimiert</translation>
    </message>
    <message>
        <source>gc: %1 pages freed</source>
        <translation>gc: %1 Seiten freigegeben</translation>
    </message>
    <message>
        <source>gc: %1 free pages remain; tarn maintain gc --full gives them back</source>
        <translation>gc: %1 freie Seiten bleiben; tarn maintain gc --full gibt sie zurück</translation>
    </message>
    <message>
        <source>done in %1 ms</source>
        <translation>fertig in %1 ms</translation>
    </message>
    <message>
        <source>--context is bounded by the memory settings; it takes no --limit or --scope</source>
        <translation>--context wird durch die Gedächtnis-Einstellungen begrenzt; es nimmt kein --limit und kein --scope</translation>
    </message>
    <message>
        <source>No durable memory matches (at least %1 confident).</source>
        <translation>Keine dauerhafte Erinnerung passt (mindestens %1 sicher).</translation>
    </message>
    <message>
        <source>change a delta&apos;s content, kind, tags or subject, keeping the lineage</source>
        <translation>Inhalt, Art, Tags oder Thema eines Deltas ändern, die Herkunft bleibt erhalten</translation>
    </message>
    <message>
        <source>The delta to change.</source>
        <translation>Das zu ändernde Delta.</translation>
    </message>
    <message>
        <source>New content.</source>
        <translation>Neuer Inhalt.</translation>
    </message>
    <message>
        <source>New kind (%1).</source>
        <translation>Neue Art (%1).</translation>
    </message>
    <message>
        <source>The new tags (repeat; replaces all of them).</source>
        <translation>Die neuen Tags (wiederholbar; ersetzt alle).</translation>
    </message>
    <message>
        <source>Remove every tag.</source>
        <translation>Alle Tags entfernen.</translation>
    </message>
    <message>
        <source>New subject.</source>
        <translation>Neues Thema.</translation>
    </message>
    <message>
        <source>Change a delta&apos;s content, kind, tags or subject. Like supersede, this writes a new delta with the lineage kept; the old one leaves every reader. Prints the new id.</source>
        <translation>Inhalt, Art, Tags oder Thema eines Deltas ändern. Wie supersede schreibt dies ein neues Delta mit erhaltener Herkunft; das alte verschwindet aus allen Ansichten. Gibt die neue ID aus.</translation>
    </message>
    <message>
        <source>kind: one of %1</source>
        <translation>kind: eines von %1</translation>
    </message>
    <message>
        <source>give --tag or --no-tags, not both</source>
        <translation>--tag oder --no-tags angeben, nicht beides</translation>
    </message>
    <message>
        <source>give at least one of --content, --kind, --tag, --no-tags or --subject</source>
        <translation>mindestens eines von --content, --kind, --tag, --no-tags oder --subject angeben</translation>
    </message>
    <message>
        <source>list; set SOURCE; types; add TYPE NAME; configure, remove, pause, resume or poll NAME</source>
        <translation>list; set QUELLE; types; add ART NAME; configure, remove, pause, resume oder poll NAME</translation>
    </message>
    <message>
        <source>With add or configure: a setting of the source (repeat), e.g. url=https://example.org/feed.xml.</source>
        <translation>Mit add oder configure: eine Einstellung der Quelle (wiederholbar), z. B. url=https://example.org/feed.xml.</translation>
    </message>
    <message>
        <source>List sources with their expiry, or change one source&apos;s expiry; add, remove, pause, resume or poll a configured source (a feed, ...).</source>
        <translation>Quellen mit ihrem Ablauf auflisten oder den Ablauf einer Quelle ändern; eine eingerichtete Quelle (einen Feed, ...) hinzufügen, entfernen, pausieren, fortsetzen oder abfragen.</translation>
    </message>
    <message>
        <source>usage: tarn source %1 NAME</source>
        <translation>Aufruf: tarn source %1 NAME</translation>
    </message>
    <message>
        <source>No configured sources; add one with: tarn source add rss NAME --set url=URL</source>
        <translation>Keine eingerichteten Quellen; eine hinzufügen mit: tarn source add rss NAME --set url=URL</translation>
    </message>
    <message>
        <source>Configured sources:</source>
        <translation>Eingerichtete Quellen:</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>, required</source>
        <translation>, erforderlich</translation>
    </message>
    <message>
        <source>, default %1</source>
        <translation>, Standard %1</translation>
    </message>
    <message>
        <source>usage: tarn source add TYPE NAME --set KEY=VALUE ...</source>
        <translation>Aufruf: tarn source add ART NAME --set SCHLÜSSEL=WERT ...</translation>
    </message>
    <message>
        <source>--set takes KEY=VALUE (got &apos;%1&apos;)</source>
        <translation>--set erwartet SCHLÜSSEL=WERT (bekam „%1“)</translation>
    </message>
    <message>
        <source>Added %1; its deltas carry source %2. The window and tarn serve poll it; tarn source poll %3 polls it now.</source>
        <translation>%1 hinzugefügt; seine Deltas tragen die Quelle %2. Das Fenster und tarn serve fragen sie ab; tarn source poll %3 fragt sie jetzt ab.</translation>
    </message>
    <message>
        <source>no source called %1 (tarn source list shows them)</source>
        <translation>keine Quelle namens %1 (tarn source list zeigt sie)</translation>
    </message>
    <message>
        <source>give the settings to change: --set KEY=VALUE</source>
        <translation>die zu ändernden Einstellungen angeben: --set SCHLÜSSEL=WERT</translation>
    </message>
    <message>
        <source>Saved the settings of %1.</source>
        <translation>Einstellungen von %1 gespeichert.</translation>
    </message>
    <message>
        <source>Removed %1; the deltas it wrote stay until they expire.</source>
        <translation>%1 entfernt; die geschriebenen Deltas bleiben, bis sie ablaufen.</translation>
    </message>
    <message>
        <source>Paused %1.</source>
        <translation>%1 pausiert.</translation>
    </message>
    <message>
        <source>Resumed %1.</source>
        <translation>%1 fortgesetzt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>tarn serve: source %1: new deltas: %2</source>
        <translation>tarn serve: Quelle %1: neue Deltas: %2</translation>
    </message>
    <message>
        <source>%1 written</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>%1: new deltas: %2</source>
        <translation>%1: neue Deltas: %2</translation>
    </message>
    <message>
        <source>note: %1 was readable by other users of this computer; now only you can read it.</source>
        <translation>Hinweis: %1 war für andere Benutzer dieses Computers lesbar; jetzt können nur Sie es lesen.</translation>
    </message>
    <message>
        <source>list the paired API clients, or revoke one</source>
        <translation>gekoppelte API-Clients auflisten oder einen widerrufen</translation>
    </message>
    <message>
        <source>list (the default), or revoke NAME|ID</source>
        <translation>list (Standard) oder revoke NAME|ID</translation>
    </message>
    <message>
        <source>With list: also the clients paired with other lakes.</source>
        <translation>Mit list: auch die Clients, die mit anderen Seen gekoppelt sind.</translation>
    </message>
    <message>
        <source>List the API clients paired with this lake, or revoke one by its name or id. A revoked client is refused within seconds by a running tarn serve or window.</source>
        <translation>Listet die mit diesem See gekoppelten API-Clients auf oder widerruft einen anhand seines Namens oder seiner ID. Ein widerrufener Client wird von einem laufenden tarn serve oder Fenster binnen Sekunden abgewiesen.</translation>
    </message>
    <message>
        <source>revoke takes the client&apos;s name or id</source>
        <translation>revoke erwartet den Namen oder die ID des Clients</translation>
    </message>
    <message>
        <source>no client named %1 is paired with this lake</source>
        <translation>mit diesem See ist kein Client namens %1 gekoppelt</translation>
    </message>
    <message>
        <source>Revoked %1 (%2).</source>
        <translation>%1 (%2) widerrufen.</translation>
    </message>
    <message>
        <source>tokens takes list or revoke NAME</source>
        <translation>tokens erwartet list oder revoke NAME</translation>
    </message>
    <message>
        <source>(not yet bound to a lake)</source>
        <translation>(noch an keinen See gebunden)</translation>
    </message>
    <message>
        <source>No API clients are paired with %1. Pair one with: tarn pair</source>
        <translation>Mit %1 sind keine API-Clients gekoppelt. Koppeln Sie einen mit: tarn pair</translation>
    </message>
    <message>
        <source>Stay until the code is used, burned by wrong guesses or expired, and say which (the default on a terminal).</source>
        <translation>Warten, bis der Code benutzt, durch falsche Versuche verbrannt oder abgelaufen ist, und sagen, was davon (Standard im Terminal).</translation>
    </message>
    <message>
        <source>Print the code and return at once.</source>
        <translation>Den Code ausgeben und sofort zurückkehren.</translation>
    </message>
    <message numerus="yes">
        <source>Show a one-time 6-digit code, valid 10 minutes, that a client exchanges for an API token (POST /v1/pair). The code is kept in the keychain, never on disk. %n wrong guesses burn it; a new code works at once.</source>
        <translation>
            <numerusform>Zeigt einen einmaligen 6-stelligen Code, 10 Minuten gültig, den ein Client gegen ein API-Token tauscht (POST /v1/pair). Der Code liegt im Schlüsselbund, nie auf der Festplatte. %n falscher Versuch verbrennt ihn; ein neuer Code gilt sofort.</numerusform>
            <numerusform>Zeigt einen einmaligen 6-stelligen Code, 10 Minuten gültig, den ein Client gegen ein API-Token tauscht (POST /v1/pair). Der Code liegt im Schlüsselbund, nie auf der Festplatte. %n falsche Versuche verbrennen ihn; ein neuer Code gilt sofort.</numerusform>
        </translation>
    </message>
    <message>
        <source>A client has paired with the code.</source>
        <translation>Ein Client hat sich mit dem Code gekoppelt.</translation>
    </message>
    <message>
        <source>tarn: the code expired unused.</source>
        <translation>tarn: der Code ist ungenutzt abgelaufen.</translation>
    </message>
    <message>
        <source>tarn: a newer code was issued elsewhere; this one no longer works.</source>
        <translation>tarn: anderswo wurde ein neuerer Code ausgegeben; dieser gilt nicht mehr.</translation>
    </message>
    <message numerus="yes">
        <source>tarn: someone entered %n wrong codes, so this code was burned: nobody can pair with it. Check that only your own client is asking.</source>
        <translation>
            <numerusform>tarn: jemand hat %n falschen Code eingegeben, daher wurde dieser Code verbrannt: niemand kann sich damit koppeln. Prüfen Sie, dass nur Ihr eigener Client fragt.</numerusform>
            <numerusform>tarn: jemand hat %n falsche Codes eingegeben, daher wurde dieser Code verbrannt: niemand kann sich damit koppeln. Prüfen Sie, dass nur Ihr eigener Client fragt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show a new code?</source>
        <translation>Einen neuen Code zeigen?</translation>
    </message>
    <message>
        <source>Read without touching: the recall does not count as use and refreshes no expiry.</source>
        <translation>Lesen, ohne zu berühren: der Abruf zählt nicht als Nutzung und verlängert kein Ablaufdatum.</translation>
    </message>
    <message>
        <source>Only this version, not the other versions of its lineage (what quotes it and the turn it came from still go).</source>
        <translation>Nur diese Version, nicht die anderen Versionen ihrer Abstammung (was sie zitiert und der Gesprächsbeitrag, aus dem sie stammt, gehen trotzdem mit).</translation>
    </message>
    <message>
        <source>Print what would go, and change nothing.</source>
        <translation>Zeigen, was ginge, und nichts ändern.</translation>
    </message>
    <message>
        <source>Forget a delta and what carries its words (the engagements that quote it, the conversation turn it was captured from, the other versions of its lineage): hidden from every reader and reversible, or with --hard erased.</source>
        <translation>Ein Delta vergessen und alles, was seine Worte trägt (die Reaktionen, die es zitieren, den Gesprächsbeitrag, aus dem es erfasst wurde, die anderen Versionen seiner Abstammung): vor jedem Leser verborgen und umkehrbar, oder mit --hard gelöscht.</translation>
    </message>
    <message>
        <source>tarn forget --hard %1 would erase:</source>
        <translation>tarn forget --hard %1 würde löschen:</translation>
    </message>
    <message>
        <source>tarn forget %1 would hide:</source>
        <translation>tarn forget %1 würde verbergen:</translation>
    </message>
    <message>
        <source>the delta</source>
        <translation>das Delta</translation>
    </message>
    <message>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>engagement</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>conversation turn</source>
        <translation>Gesprächsbeitrag</translation>
    </message>
    <message>
        <source>Also brought back: %1</source>
        <translation>Ebenfalls zurückgeholt: %1</translation>
    </message>
    <message>
        <source>Also erased: %1</source>
        <translation>Ebenfalls gelöscht: %1</translation>
    </message>
    <message>
        <source>Soft decay&apos;s interval in minutes (default and least 60).</source>
        <translation>Intervall des sanften Zerfalls in Minuten (Standard und Minimum 60).</translation>
    </message>
    <message>
        <source>--decay-interval is at least 60 minutes: a shorter one would delete facts before the deadline Tarn shows for them</source>
        <translation>--decay-interval beträgt mindestens 60 Minuten: ein kürzeres würde Fakten vor der Frist löschen, die Tarn für sie anzeigt</translation>
    </message>
    <message>
        <source>Embeddings: %1 of %2 live deltas with %3 (%4 at %5)</source>
        <translation>Einbettungen: %1 von %2 lebenden Deltas mit %3 (%4 unter %5)</translation>
    </message>
    <message>
        <source>Embeddings: the server failed %1: %2; recall is lexical until it answers</source>
        <translation>Einbettungen: der Server versagte %1: %2; das Erinnern geht nach Wörtern, bis er antwortet</translation>
    </message>
    <message>
        <source>tarn serve: embeddings: %1; recall is lexical until the server answers</source>
        <translation>tarn serve: Einbettungen: %1; das Erinnern geht nach Wörtern, bis der Server antwortet</translation>
    </message>
    <message>
        <source>tarn serve: embeddings: the server answers again (%1)</source>
        <translation>tarn serve: Einbettungen: der Server antwortet wieder (%1)</translation>
    </message>
    <message>
        <source>Print the bounded &lt;memory_context&gt; an assistant would get: durable memories and matching events, within the memory settings&apos; recall_max_items, recall_max_chars and min_profile_confidence.</source>
        <translation>Den begrenzten &lt;memory_context&gt; ausgeben, den ein Assistent bekäme: dauerhafte Erinnerungen und passende Ereignisse, innerhalb von recall_max_items, recall_max_chars und min_profile_confidence der Gedächtnis-Einstellungen.</translation>
    </message>
    <message>
        <source>Show how the query was read (each word and the related words it also looks for) and, for each hit, every signal of its score and the words it matched.</source>
        <translation>Zeigen, wie die Anfrage gelesen wurde (jedes Wort und die verwandten Wörter, nach denen auch gesucht wird), und für jeden Treffer jedes Signal seiner Bewertung und die Wörter, die er getroffen hat.</translation>
    </message>
    <message>
        <source>Look for the typed words only, without related words from WordNet or OpenThesaurus.</source>
        <translation>Nur nach den eingegebenen Wörtern suchen, ohne verwandte Wörter aus WordNet oder OpenThesaurus.</translation>
    </message>
    <message>
        <source>Looking for: %1</source>
        <translation>Gesucht wird: %1</translation>
    </message>
    <message>
        <source>list the commands, or show one command&apos;s options</source>
        <translation>die Befehle auflisten oder die Optionen eines Befehls zeigen</translation>
    </message>
    <message>
        <source>The command whose options to show.</source>
        <translation>Der Befehl, dessen Optionen gezeigt werden.</translation>
    </message>
    <message>
        <source>List the commands, or show one command&apos;s options (as tarn COMMAND --help does).</source>
        <translation>Die Befehle auflisten oder die Optionen eines Befehls zeigen (wie „tarn BEFEHL --help“).</translation>
    </message>
    <message>
        <source>help takes at most one command</source>
        <translation>help nimmt höchstens einen Befehl</translation>
    </message>
    <message>
        <source>Verifying the copy: row counts and SHA-256 of every table…</source>
        <translation>Die Kopie wird geprüft: Zeilenzahlen und SHA-256 jeder Tabelle …</translation>
    </message>
    <message>
        <source>  %1: %2 of %3 rows</source>
        <translation>  %1: %2 von %3 Zeilen</translation>
    </message>
    <message>
        <source>The action: copy.</source>
        <translation>Die Aktion: copy.</translation>
    </message>
    <message>
        <source>The lake to copy: a file, or postgresql://user@host[:port]/db.</source>
        <translation>Der zu kopierende See: eine Datei oder postgresql://user@host[:port]/db.</translation>
    </message>
    <message>
        <source>Where to: a new file, or an empty lake or database.</source>
        <translation>Wohin: eine neue Datei oder ein leerer See oder eine leere Datenbank.</translation>
    </message>
    <message>
        <source>Copy a whole lake to another place or engine: every delta with its lifecycle as it stands, the audit log, source settings, configured sources and what they have seen, images and embedding vectors. The destination must be new or empty; the copy is verified table by table (row counts and SHA-256) and kept only if all match, else the destination is left as it was.</source>
        <translation>Einen ganzen See an einen anderen Ort oder in eine andere Datenbank-Engine kopieren: jedes Delta mit seinem Lebenszyklus, wie er steht, das Prüfprotokoll, die Quelleneinstellungen, die eingerichteten Quellen und was sie gesehen haben, Bilder und Einbettungsvektoren. Das Ziel muss neu oder leer sein; die Kopie wird Tabelle für Tabelle geprüft (Zeilenzahlen und SHA-256) und nur behalten, wenn alles übereinstimmt, sonst bleibt das Ziel, wie es war.</translation>
    </message>
    <message>
        <source>usage: tarn lake copy FROM TO</source>
        <translation>Aufruf: tarn lake copy VON NACH</translation>
    </message>
    <message>
        <source>tarn lake copy names both lakes itself: tarn lake copy FROM TO, without --lake</source>
        <translation>tarn lake copy nennt beide Seen selbst: tarn lake copy VON NACH, ohne --lake</translation>
    </message>
    <message>
        <source>Copied %1 to %2; every table&apos;s row count and SHA-256 match:</source>
        <translation>%1 nach %2 kopiert; Zeilenzahl und SHA-256 jeder Tabelle stimmen überein:</translation>
    </message>
    <message>
        <source>another Tarn sharing this lake has been sweeping it for over %1 s; nothing was done here, try again when it is done</source>
        <translation>ein anderes Tarn, das diesen See mitbenutzt, räumt ihn seit über %1 s auf; hier wurde nichts getan, versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
    <message>
        <source>Use the lake at LOCATION, a file or postgresql://user@host[:port]/db (default: $TARN_LAKE or the app data folder).</source>
        <translation>Den See unter LOCATION verwenden, einer Datei oder postgresql://benutzer@host[:port]/db (Standard: $TARN_LAKE oder der Datenordner der App).</translation>
    </message>
    <message>
        <source>password: store the password of a lake on a server</source>
        <translation>password: das Passwort eines Sees auf einem Server speichern</translation>
    </message>
    <message>
        <source>The lake, postgresql://user@host[:port]/db (default: --lake, $TARN_LAKE).</source>
        <translation>Der See, postgresql://benutzer@host[:port]/db (Standard: --lake, $TARN_LAKE).</translation>
    </message>
    <message>
        <source>Remove the stored password instead.</source>
        <translation>Stattdessen das gespeicherte Passwort entfernen.</translation>
    </message>
    <message>
        <source>Store the password of a lake on a PostgreSQL server in the keychain, where every Tarn on this machine finds it; it is never written to the config. It is read from standard input (without echo on a terminal).</source>
        <translation>Das Passwort eines Sees auf einem PostgreSQL-Server im Schlüsselbund speichern, wo jedes Tarn auf diesem Rechner es findet; in die Konfiguration wird es nie geschrieben. Es wird von der Standardeingabe gelesen (im Terminal ohne Echo).</translation>
    </message>
    <message>
        <source>usage: tarn lake password [LOCATION] [--forget]</source>
        <translation>Aufruf: tarn lake password [LOCATION] [--forget]</translation>
    </message>
    <message>
        <source>%1 is a lake file: only a lake on a PostgreSQL server has a password</source>
        <translation>%1 ist eine See-Datei: Nur ein See auf einem PostgreSQL-Server hat ein Passwort</translation>
    </message>
    <message>
        <source>Removed the password for %1 from the keychain.</source>
        <translation>Das Passwort für %1 wurde aus dem Schlüsselbund entfernt.</translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation>Passwort für %1: </translation>
    </message>
    <message>
        <source>no password given; to remove the stored one: tarn lake password --forget</source>
        <translation>kein Passwort angegeben; um das gespeicherte zu entfernen: tarn lake password --forget</translation>
    </message>
    <message>
        <source>Stored the password for %1 in the keychain.</source>
        <translation>Das Passwort für %1 wurde im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>copy a whole lake to a new file or an empty database, verified; or keep a server lake&apos;s password in the keychain</source>
        <translation>einen ganzen See in eine neue Datei oder eine leere Datenbank kopieren, geprüft; oder das Passwort eines Server-Sees im Schlüsselbund ablegen</translation>
    </message>
    <message>
        <source>usage: tarn lake copy FROM TO
       tarn lake password [LOCATION] [--forget]
Run tarn lake copy --help or tarn lake password --help for an action&apos;s options.
</source>
        <translation>Aufruf: tarn lake copy VON NACH
       tarn lake password [ORT] [--forget]
Die Optionen einer Aktion zeigen tarn lake copy --help und tarn lake password --help.
</translation>
    </message>
    <message>
        <source>an action is needed: copy or password</source>
        <translation>eine Aktion fehlt: copy oder password</translation>
    </message>
    <message>
        <source>there is no action &apos;%1&apos;: copy or password</source>
        <translation>es gibt keine Aktion „%1“: copy oder password</translation>
    </message>
    <message>
        <source>Order by when, deadline, source, kind or confidence; a leading - for descending (default -when: the newest first; with --expiring, deadline: the most urgent first).</source>
        <translation>Ordnen nach when, deadline, source, kind oder confidence; ein vorangestelltes - für absteigend (Standard -when: das Neueste zuerst; mit --expiring deadline: das Dringendste zuerst).</translation>
    </message>
    <message>
        <source>--sort must be when, deadline, source, kind or confidence, with a leading - for descending</source>
        <translation>--sort muss when, deadline, source, kind oder confidence sein, mit vorangestelltem - für absteigend</translation>
    </message>
    <message>
        <source>Only forgotten and invalidated deltas (what `tarn forget --restore` and `tarn invalidate --undo` bring back).</source>
        <translation>Nur vergessene und ungültig markierte Deltas (was `tarn forget --restore` und `tarn invalidate --undo` zurückholen).</translation>
    </message>
    <message>
        <source>Mark it valid again (`tarn list --hidden` shows what is invalid).</source>
        <translation>Wieder als gültig markieren (`tarn list --hidden` zeigt, was ungültig ist).</translation>
    </message>
    <message>
        <source>%1 is valid again.</source>
        <translation>%1 ist wieder gültig.</translation>
    </message>
    <message>
        <source>Serve the lake to an assistant over MCP (JSON-RPC 2.0 on stdin/stdout, protocol versions 2024-11-05 to 2025-11-25). Logs go to stderr; stdout carries only the protocol.</source>
        <translation>Den See einem Assistenten über MCP bereitstellen (JSON-RPC 2.0 auf stdin/stdout, Protokollversionen 2024-11-05 bis 2025-11-25). Protokollmeldungen gehen nach stderr; stdout trägt nur das Protokoll.</translation>
    </message>
    <message>
        <source>What the file is: tarn (a Tarn export), chatgpt or claude (their data export&apos;s conversations.json), mcp-memory (the reference MCP memory server&apos;s memory.jsonl), mem0 (a mem0 or OpenMemory export). Default: recognised from the file.</source>
        <translation>Was die Datei ist: tarn (ein Tarn-Export), chatgpt oder claude (die conversations.json ihres Datenexports), mcp-memory (die memory.jsonl des MCP-Referenz-Memory-Servers), mem0 (ein mem0- oder OpenMemory-Export). Standard: an der Datei erkannt.</translation>
    </message>
    <message>
        <source>Count what would come in and write nothing.</source>
        <translation>Zählen, was hinzukäme, und nichts schreiben.</translation>
    </message>
    <message>
        <source>Import deltas from JSONL, or memories from another tool. A Tarn export keeps its ids and expires_at (a restore); a bad line is reported by number and nothing from the file is written. Conversations go through capture with their times; importing the same file twice adds nothing.</source>
        <translation>Deltas aus JSONL oder Erinnerungen aus einem anderen Werkzeug importieren. Ein Tarn-Export behält seine IDs und expires_at (eine Wiederherstellung); eine fehlerhafte Zeile wird mit ihrer Nummer gemeldet und nichts aus der Datei geschrieben. Gespräche gehen mit ihren Zeiten durch die Erfassung; dieselbe Datei zweimal zu importieren fügt nichts hinzu.</translation>
    </message>
    <message>
        <source>--from must be one of %1</source>
        <translation>--from muss eines von %1 sein</translation>
    </message>
    <message>
        <source>another tool&apos;s export is read from a file, not standard input</source>
        <translation>der Export eines anderen Werkzeugs wird aus einer Datei gelesen, nicht von der Standardeingabe</translation>
    </message>
    <message>
        <source>--dry-run is for another tool&apos;s export; a Tarn export is checked whole before anything is written</source>
        <translation>--dry-run gilt für den Export eines anderen Werkzeugs; ein Tarn-Export wird ganz geprüft, bevor etwas geschrieben wird</translation>
    </message>
    <message>
        <source>Write your own memories (authored deltas) as Markdown notes, one per memory, into FOLDER (new, empty, or an earlier Markdown export): a notes app or a Tarn vault reads them back.</source>
        <translation>Ihre eigenen Erinnerungen (verfasste Deltas) als Markdown-Notizen, eine pro Erinnerung, in ORDNER schreiben (neu, leer oder ein früherer Markdown-Export): eine Notiz-App oder ein Tarn-Vault liest sie wieder ein.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n notes to %1.</source>
        <translation>
            <numerusform>%n Notiz nach %1 geschrieben.</numerusform>
            <numerusform>%n Notizen nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Common in the lake: only the newest %1 matches of the question&apos;s words, and the newest %1 of your own memories and events, were ranked.</source>
        <translation>Häufig im See: Gewertet wurden nur die neuesten %1 Treffer der Wörter der Frage und die neuesten %1 Ihrer eigenen Erinnerungen und Ereignisse.</translation>
    </message>
    <message>
        <source>Embeddings: %1 of %2 memories and conversation turns with Tarn&apos;s word vectors (built in)</source>
        <translation>Einbettungen: %1 von %2 Erinnerungen und Gesprächsbeiträgen mit Tarns Wortvektoren (eingebaut)</translation>
    </message>
    <message>
        <source>Embeddings: %1; recall is lexical</source>
        <translation>Einbettungen: %1; das Erinnern geht nach Wörtern</translation>
    </message>
</context>
<context>
    <name>DecayPolicy</name>
    <message>
        <source>decay policy at index %1</source>
        <translation>Zerfallsregel an Index %1</translation>
    </message>
    <message>
        <source>decay policy &apos;%1&apos; (index %2)</source>
        <translation>Zerfallsregel „%1“ (Index %2)</translation>
    </message>
    <message>
        <source>must be a whole number of seconds, at least 1</source>
        <translation>muss eine ganze Zahl von Sekunden sein, mindestens 1</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>is required and must be a non-empty string</source>
        <translation>ist erforderlich und muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <source>is used by an earlier policy; ids must be unique</source>
        <translation>wird schon von einer früheren Regel verwendet; IDs müssen eindeutig sein</translation>
    </message>
    <message>
        <source>is not a DecayPolicy field</source>
        <translation>ist kein Feld einer DecayPolicy</translation>
    </message>
    <message>
        <source>is required: a tag or source glob such as &quot;memory:*&quot;, or &quot;*&quot;</source>
        <translation>ist erforderlich: ein Tag- oder Quellen-Muster wie &quot;memory:*&quot;, oder &quot;*&quot;</translation>
    </message>
    <message>
        <source>is required: local, team, company, public or &quot;*&quot;</source>
        <translation>ist erforderlich: local, team, company, public oder &quot;*&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a scope (local, team, company, public or &quot;*&quot;)</source>
        <translation>„%1“ ist kein Bereich (local, team, company, public oder &quot;*&quot;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a decay mode (retract, confidence or dry_run)</source>
        <translation>„%1“ ist kein Zerfallsmodus (retract, confidence oder dry_run)</translation>
    </message>
    <message>
        <source>is required for mode &quot;retract&quot;</source>
        <translation>ist für den Modus &quot;retract&quot; erforderlich</translation>
    </message>
    <message>
        <source>is required for mode &quot;confidence&quot;</source>
        <translation>ist für den Modus &quot;confidence&quot; erforderlich</translation>
    </message>
    <message>
        <source>a dry_run policy needs ttl_s (to preview a retraction) or half_life_s (to preview a confidence reduction)</source>
        <translation>eine dry_run-Regel braucht ttl_s (um einen Widerruf vorzuschauen) oder half_life_s (um eine Senkung der Konfidenz vorzuschauen)</translation>
    </message>
    <message>
        <source>ttl_s and half_life_s are mutually exclusive; give one</source>
        <translation>ttl_s und half_life_s schließen einander aus; geben Sie eines an</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1</source>
        <translation>muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>muss ein Array aus Zeichenketten sein</translation>
    </message>
    <message>
        <source>must be an array of non-empty strings</source>
        <translation>muss ein Array aus nicht leeren Zeichenketten sein</translation>
    </message>
    <message>
        <source>decay policies are not valid JSON at offset %1: %2</source>
        <translation>Zerfallsregeln sind kein gültiges JSON an Position %1: %2</translation>
    </message>
    <message>
        <source>decay policies must be a JSON array of DecayPolicy objects</source>
        <translation>Zerfallsregeln müssen ein JSON-Array aus DecayPolicy-Objekten sein</translation>
    </message>
    <message>
        <source>decay policies in the preferences: %1</source>
        <translation>Zerfallsregeln in den Einstellungen: %1</translation>
    </message>
    <message>
        <source>%1: not a field of a decay sweep request (scope, mode, policy_id)</source>
        <translation>%1: ist kein Feld einer Zerfallslauf-Anfrage (scope, mode, policy_id)</translation>
    </message>
    <message>
        <source>scope: required, one of local, team, company, public</source>
        <translation>scope: erforderlich, eines von local, team, company, public</translation>
    </message>
    <message>
        <source>scope: &apos;%1&apos; is not one of local, team, company, public</source>
        <translation>scope: „%1“ ist keines von local, team, company, public</translation>
    </message>
    <message>
        <source>mode: must be retract, confidence or dry_run</source>
        <translation>mode: muss retract, confidence oder dry_run sein</translation>
    </message>
    <message>
        <source>policy_id: must be a non-empty string</source>
        <translation>policy_id: muss eine nicht leere Zeichenkette sein</translation>
    </message>
</context>
<context>
    <name>DecaySweeper</name>
    <message>
        <source>policy_id: no decay policy is called &apos;%1&apos;</source>
        <translation>policy_id: keine Zerfallsregel heißt „%1“</translation>
    </message>
    <message>
        <source>another Tarn is sweeping this lake&apos;s decay policies</source>
        <translation>ein anderes Tarn wendet gerade die Zerfallsregeln dieses Sees an</translation>
    </message>
</context>
<context>
    <name>DeltaJson</name>
    <message>
        <source>%1 is required</source>
        <translation>%1 ist erforderlich</translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation>%1 muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>%1 must be an ISO 8601 time string such as 2026-11-22T05:50:59.123Z</source>
        <translation>%1 muss eine Zeitangabe nach ISO 8601 sein, etwa 2026-11-22T05:50:59.123Z</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not an ISO 8601 time with a UTC offset (e.g. 2026-11-22T05:50:59.123Z)</source>
        <translation>%1 „%2“ ist keine Zeitangabe nach ISO 8601 mit UTC-Versatz (z. B. 2026-11-22T05:50:59.123Z)</translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation>%1 muss eine Zahl sein</translation>
    </message>
    <message>
        <source>%1 must be a non-negative integer</source>
        <translation>%1 muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not one of %3</source>
        <translation>%1 „%2“ ist keiner der Werte %3</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;</source>
        <translation>unbekanntes Feld „%1“</translation>
    </message>
    <message>
        <source>tags must be an array of strings</source>
        <translation>tags muss ein Array von Zeichenketten sein</translation>
    </message>
    <message>
        <source>invalid JSON at character %1: %2</source>
        <translation>ungültiges JSON bei Zeichen %1: %2</translation>
    </message>
    <message>
        <source>a delta must be a JSON object</source>
        <translation>ein Delta muss ein JSON-Objekt sein</translation>
    </message>
</context>
<context>
    <name>DeltaValidation</name>
    <message>
        <source>id &apos;%1&apos; is not 12 lowercase hex digits</source>
        <translation>ID „%1“ besteht nicht aus 12 kleingeschriebenen Hex-Ziffern</translation>
    </message>
    <message>
        <source>content must not be empty</source>
        <translation>content darf nicht leer sein</translation>
    </message>
    <message>
        <source>source &apos;%1&apos; must be 1-64 lowercase letters, digits or _ . : / @ -</source>
        <translation>source „%1“ muss aus 1–64 Kleinbuchstaben, Ziffern oder _ . : / @ - bestehen</translation>
    </message>
    <message>
        <source>tag &apos;%1&apos; must start with a letter or digit and hold at most 128 letters, digits or _ . : / @ # + -</source>
        <translation>Schlagwort „%1“ muss mit einem Buchstaben oder einer Ziffer beginnen und darf höchstens 128 Buchstaben, Ziffern oder _ . : / @ # + - enthalten</translation>
    </message>
    <message>
        <source>at most 64 tags per delta</source>
        <translation>höchstens 64 Schlagwörter pro Delta</translation>
    </message>
    <message>
        <source>subject is longer than 256 characters</source>
        <translation>subject ist länger als 256 Zeichen</translation>
    </message>
    <message>
        <source>media_hash &apos;%1&apos; is not a SHA-256 hex digest</source>
        <translation>media_hash „%1“ ist kein SHA-256-Hexwert</translation>
    </message>
    <message>
        <source>supersedes &apos;%1&apos; is not a delta id</source>
        <translation>supersedes „%1“ ist keine Delta-ID</translation>
    </message>
    <message>
        <source>superseded_by &apos;%1&apos; is not a delta id</source>
        <translation>superseded_by „%1“ ist keine Delta-ID</translation>
    </message>
    <message>
        <source>confidence must be between 0 and 1</source>
        <translation>confidence muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>quality_score must be between 0.1 and 2.0</source>
        <translation>quality_score muss zwischen 0.1 und 2.0 liegen</translation>
    </message>
    <message>
        <source>recall_count must not be negative</source>
        <translation>recall_count darf nicht negativ sein</translation>
    </message>
    <message>
        <source>valid_until is before valid_from</source>
        <translation>valid_until liegt vor valid_from</translation>
    </message>
    <message>
        <source>expires_at is before observed_at</source>
        <translation>expires_at liegt vor observed_at</translation>
    </message>
    <message>
        <source>%1 is longer than 256 characters</source>
        <translation>%1 ist länger als 256 Zeichen</translation>
    </message>
    <message>
        <source> … [truncated by Tarn: %1 of %2 bytes kept]</source>
        <translation> … [von Tarn gekürzt: %1 von %2 Bytes behalten]</translation>
    </message>
</context>
<context>
    <name>DemoLake</name>
    <message>
        <source>the lake %1 already holds deltas; the demo only fills an empty lake</source>
        <translation>der See %1 enthält bereits Deltas; die Demo füllt nur einen leeren See</translation>
    </message>
</context>
<context>
    <name>EmbeddingClient</name>
    <message>
        <source>the embedding server did not answer with JSON</source>
        <translation>der Einbettungsserver hat nicht mit JSON geantwortet</translation>
    </message>
    <message>
        <source>the embedding server&apos;s answer has no &quot;embeddings&quot;</source>
        <translation>der Antwort des Einbettungsservers fehlt &quot;embeddings&quot;</translation>
    </message>
    <message>
        <source>the embedding server said: %1</source>
        <translation>der Einbettungsserver meldet: %1</translation>
    </message>
    <message>
        <source>the embedding server&apos;s answer has no &quot;data&quot;</source>
        <translation>der Antwort des Einbettungsservers fehlt &quot;data&quot;</translation>
    </message>
    <message>
        <source>the embedding server&apos;s answer has a bad index</source>
        <translation>die Antwort des Einbettungsservers hat einen ungültigen Index</translation>
    </message>
    <message>
        <source>the embedding server answered %1 vectors for %2 texts</source>
        <translation>der Einbettungsserver lieferte %1 Vektoren für %2 Texte</translation>
    </message>
    <message>
        <source>the embedding server&apos;s vectors have no single size from 1 to %1</source>
        <translation>die Vektoren des Einbettungsservers haben keine einheitliche Größe von 1 bis %1</translation>
    </message>
    <message>
        <source>the embedding server&apos;s vectors hold something other than numbers</source>
        <translation>die Vektoren des Einbettungsservers enthalten etwas anderes als Zahlen</translation>
    </message>
    <message>
        <source>the embedding server answered a zero or infinite vector</source>
        <translation>der Einbettungsserver lieferte einen Null- oder unendlichen Vektor</translation>
    </message>
    <message>
        <source>the embedding server: %1</source>
        <translation>der Einbettungsserver: %1</translation>
    </message>
    <message>
        <source>the built-in word vectors are not installed (scripts/deps.sh installs them into /usr/local/share/tarn); recall uses words only</source>
        <translation>die eingebauten Wortvektoren sind nicht installiert (scripts/deps.sh installiert sie nach /usr/local/share/tarn); das Erinnern geht nur nach Wörtern</translation>
    </message>
</context>
<context>
    <name>EmbeddingConfig</name>
    <message>
        <source>embedding_url: &apos;%1&apos; is not an http:// address (e.g. http://127.0.0.1:11434)</source>
        <translation>embedding_url: „%1“ ist keine http://-Adresse (z. B. http://127.0.0.1:11434)</translation>
    </message>
    <message>
        <source>embedding_url: %1 is not this computer; Tarn only sends your memories to an embedding server on loopback (localhost, 127.0.0.1 or ::1)</source>
        <translation>embedding_url: %1 ist nicht dieser Computer; Tarn schickt Ihre Erinnerungen nur an einen Einbettungsserver auf Loopback (localhost, 127.0.0.1 oder ::1)</translation>
    </message>
</context>
<context>
    <name>Engagement</name>
    <message>
        <source>an engagement needs a reason</source>
        <translation>eine Reaktion braucht eine Begründung</translation>
    </message>
    <message>
        <source>no delta %1 in the lake (it may have been reaped)</source>
        <translation>kein Delta %1 im See (es wurde vielleicht schon entfernt)</translation>
    </message>
    <message>
        <source>%1 is %2; only an active delta can be engaged with</source>
        <translation>%1 ist %2; nur auf ein aktives Delta kann man eingehen</translation>
    </message>
</context>
<context>
    <name>ExportTarget</name>
    <message>
        <source>%1 is %2: refused, nothing was written</source>
        <translation>%1 ist %2: abgelehnt, nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 is a folder: name a file to export to</source>
        <translation>%1 ist ein Ordner: nennen Sie eine Datei, in die exportiert wird</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write beside %1</source>
        <translation>neben %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1 holds %2: refused, nothing was written</source>
        <translation>in %1 liegt %2: abgelehnt, nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 is a symbolic link: refused, nothing was written. Export under another name</source>
        <translation>%1 ist ein symbolischer Link: abgelehnt, nichts wurde geschrieben. Exportieren Sie unter einem anderen Namen</translation>
    </message>
    <message>
        <source>%1 exists and is not the media folder of an earlier Tarn export (%2 is not Tarn&apos;s): refused, so nothing of yours is replaced. Move it away or export under another name</source>
        <translation>%1 existiert und ist nicht der Medienordner eines früheren Tarn-Exports (%2 stammt nicht von Tarn): abgelehnt, damit nichts von Ihnen ersetzt wird. Verschieben Sie es oder exportieren Sie unter einem anderen Namen</translation>
    </message>
    <message>
        <source>cannot put the media folder in place at %1: %2</source>
        <translation>der Medienordner kann nicht nach %1 gelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 changed during the export (%2 is not Tarn&apos;s): refused, nothing was replaced</source>
        <translation>%1 hat sich während des Exports geändert (%2 stammt nicht von Tarn): abgelehnt, nichts wurde ersetzt</translation>
    </message>
</context>
<context>
    <name>FeedParser</name>
    <message>
        <source>The response is gzip-compressed data, not XML; it must be decompressed first.</source>
        <translation>Die Antwort sind gzip-komprimierte Daten, kein XML; sie müssen erst entpackt werden.</translation>
    </message>
    <message>
        <source>The response is binary data, not XML.</source>
        <translation>Die Antwort sind Binärdaten, kein XML.</translation>
    </message>
    <message>
        <source>The feed&apos;s encoding &quot;%1&quot; is not supported.</source>
        <translation>Die Kodierung „%1“ des Feeds wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>The feed&apos;s DTD declares an entity (&lt;!ENTITY&gt;); entity declarations are refused because expanding them can exhaust memory or read local files.</source>
        <translation>Die DTD des Feeds deklariert eine Entität (&lt;!ENTITY&gt;); Entitätsdeklarationen werden abgelehnt, weil ihre Expansion den Speicher erschöpfen oder lokale Dateien lesen kann.</translation>
    </message>
    <message>
        <source>The feed is empty.</source>
        <translation>Der Feed ist leer.</translation>
    </message>
    <message>
        <source>The response is JSON, not an RSS or Atom feed.</source>
        <translation>Die Antwort ist JSON, kein RSS- oder Atom-Feed.</translation>
    </message>
    <message>
        <source>The response is not XML: it does not start with a tag.</source>
        <translation>Die Antwort ist kein XML: sie beginnt nicht mit einem Tag.</translation>
    </message>
    <message>
        <source>The response is an HTML page, not a feed.</source>
        <translation>Die Antwort ist eine HTML-Seite, kein Feed.</translation>
    </message>
    <message>
        <source>The feed is truncated: the XML ends before the document is complete (line %1).</source>
        <translation>Der Feed ist abgeschnitten: das XML endet, bevor das Dokument vollständig ist (Zeile %1).</translation>
    </message>
    <message>
        <source>The feed is malformed XML at line %1, column %2: %3</source>
        <translation>Der Feed ist fehlerhaftes XML in Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Not a feed: the &lt;rss&gt; element has no &lt;channel&gt;.</source>
        <translation>Kein Feed: das &lt;rss&gt;-Element hat kein &lt;channel&gt;.</translation>
    </message>
    <message>
        <source>Not a feed: the RDF document holds no RSS channel or items.</source>
        <translation>Kein Feed: das RDF-Dokument enthält keinen RSS-Kanal und keine Einträge.</translation>
    </message>
    <message>
        <source>Not a feed: the document&apos;s root element is &lt;%1&gt;, not &lt;rss&gt;, &lt;rdf:RDF&gt; or &lt;feed&gt;.</source>
        <translation>Kein Feed: das Wurzelelement des Dokuments ist &lt;%1&gt;, nicht &lt;rss&gt;, &lt;rdf:RDF&gt; oder &lt;feed&gt;.</translation>
    </message>
    <message>
        <source>The feed is too large: %1 bytes, more than the limit of %2.</source>
        <translation>Der Feed ist zu groß: %1 Bytes, mehr als die Grenze von %2.</translation>
    </message>
    <message>
        <source>Not a feed: the document has no root element.</source>
        <translation>Kein Feed: das Dokument hat kein Wurzelelement.</translation>
    </message>
    <message numerus="yes">
        <source>%1 The %n items before it were kept.</source>
        <translation>
            <numerusform>%1 Das %n Element davor wurde behalten.</numerusform>
            <numerusform>%1 Die %n Elemente davor wurden behalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeedText</name>
    <message>
        <source>The feed is nested too deeply (more than %1 levels of elements).</source>
        <translation>Der Feed ist zu tief verschachtelt (mehr als %1 Elementebenen).</translation>
    </message>
</context>
<context>
    <name>FileTransfer</name>
    <message>
        <source>%1 is a folder, not a JSONL file</source>
        <translation>%1 ist ein Ordner, keine JSONL-Datei</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>Forgetting</name>
    <message>
        <source>&apos;%1&apos; is not a delta id (12 hex digits)</source>
        <translation>„%1“ ist keine Delta-ID (12 Hexadezimalziffern)</translation>
    </message>
    <message>
        <source>no delta %1 in the lake</source>
        <translation>kein Delta %1 im See</translation>
    </message>
    <message>
        <source>the other version of it</source>
        <translation>die andere Version davon</translation>
    </message>
    <message>
        <source>%1 other versions of it</source>
        <translation>%1 andere Versionen davon</translation>
    </message>
    <message>
        <source>1 engagement that quotes it</source>
        <translation>1 Reaktion, die es zitiert</translation>
    </message>
    <message>
        <source>%1 engagements that quote it</source>
        <translation>%1 Reaktionen, die es zitieren</translation>
    </message>
    <message>
        <source>the conversation turn it was captured from</source>
        <translation>den Gesprächsbeitrag, aus dem es erfasst wurde</translation>
    </message>
    <message>
        <source>%1 conversation turns it was captured from</source>
        <translation>%1 Gesprächsbeiträge, aus denen es erfasst wurde</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>This also erases %1.</source>
        <translation>Damit wird auch %1 gelöscht.</translation>
    </message>
    <message>
        <source>This also hides %1.</source>
        <translation>Damit wird auch %1 verborgen.</translation>
    </message>
    <message>
        <source>erased %1, but its words may still be in the lake file until tarn maintain reindex gc runs: %2</source>
        <translation>%1 gelöscht, aber seine Worte können noch in der See-Datei stehen, bis tarn maintain reindex gc läuft: %2</translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <source>Tarn&apos;s window on a memory lake.</source>
        <translation>Tarns Fenster zu einem Gedächtnissee.</translation>
    </message>
    <message>
        <source>Open the demo lake made by `tarn demo`.</source>
        <translation>Den mit „tarn demo“ angelegten Demo-See öffnen.</translation>
    </message>
    <message>
        <source>No demo lake yet</source>
        <translation>Noch kein Demo-See</translation>
    </message>
    <message>
        <source>There is no demo lake at %1 yet.

Run “tarn demo” first to create it, then “tarn --demo” to open it.</source>
        <translation>Unter %1 gibt es noch keinen Demo-See.

Zuerst mit „tarn demo“ anlegen, dann mit „tarn --demo“ öffnen.</translation>
    </message>
    <message>
        <source>Cannot open the lake</source>
        <translation>Der See lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Tarn could not open the lake at
%1

%2</source>
        <translation>Tarn konnte den See unter
%1
nicht öffnen.

%2</translation>
    </message>
    <message>
        <source>Open the lake at LOCATION, a file or postgresql://user@host/db (default: $TARN_LAKE or the app data folder).</source>
        <translation>Den See unter LOCATION öffnen, einer Datei oder postgresql://benutzer@host/db (Standard: $TARN_LAKE oder der Datenordner der App).</translation>
    </message>
    <message>
        <source>Start in the tray with the window closed (how Tarn starts at login); without a tray the window opens.</source>
        <translation>Im Infobereich mit geschlossenem Fenster starten (so startet Tarn bei der Anmeldung); ohne Infobereich öffnet sich das Fenster.</translation>
    </message>
    <message>
        <source>Open Lake</source>
        <translation>See öffnen</translation>
    </message>
    <message>
        <source>Tarn could not start a window for %1: %2</source>
        <translation>Tarn konnte kein Fenster für %1 starten: %2</translation>
    </message>
</context>
<context>
    <name>HomeAssistantSource</name>
    <message>
        <source>the token was refused (HTTP 401)</source>
        <translation>das Token wurde abgelehnt (HTTP 401)</translation>
    </message>
    <message>
        <source>the token may not read states (HTTP 403)</source>
        <translation>das Token darf keine Zustände lesen (HTTP 403)</translation>
    </message>
    <message>
        <source>no Home Assistant API at this address (HTTP 404)</source>
        <translation>unter dieser Adresse ist keine Home-Assistant-API (HTTP 404)</translation>
    </message>
    <message>
        <source>the answer is not JSON (%1 at byte %2); is the address that of Home Assistant?</source>
        <translation>die Antwort ist kein JSON (%1 bei Byte %2); ist das die Adresse von Home Assistant?</translation>
    </message>
    <message>
        <source>the answer is not a list of states (Home Assistant&apos;s /api/states sends a JSON array)</source>
        <translation>die Antwort ist keine Liste von Zuständen (/api/states von Home Assistant sendet ein JSON-Array)</translation>
    </message>
</context>
<context>
    <name>HttpFetch</name>
    <message>
        <source>the answer is larger than %1 MiB</source>
        <translation>die Antwort ist größer als %1 MiB</translation>
    </message>
    <message>
        <source>the server answered HTTP %1 %2</source>
        <translation>der Server antwortete HTTP %1 %2</translation>
    </message>
    <message>
        <source>no complete answer within the time limit (%1 s)</source>
        <translation>keine vollständige Antwort innerhalb der Frist (%1 s)</translation>
    </message>
    <message>
        <source>the server redirected to another address; the token is only sent to the one configured</source>
        <translation>der Server leitete an eine andere Adresse um; das Token wird nur an die eingerichtete gesendet</translation>
    </message>
    <message>
        <source>the server redirected from https to plain http, which Tarn does not follow</source>
        <translation>der Server leitete von https auf unverschlüsseltes http um, dem Tarn nicht folgt</translation>
    </message>
    <message>
        <source>too many redirects</source>
        <translation>zu viele Umleitungen</translation>
    </message>
    <message>
        <source>the poll was stopped</source>
        <translation>die Abfrage wurde angehalten</translation>
    </message>
</context>
<context>
    <name>HttpRequestParser</name>
    <message>
        <source>the request line is longer than %1 bytes</source>
        <translation>die Anfragezeile ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>the request&apos;s headers are larger than %1 bytes</source>
        <translation>die Header der Anfrage sind größer als %1 Bytes</translation>
    </message>
    <message>
        <source>the request line is malformed</source>
        <translation>die Anfragezeile ist fehlerhaft</translation>
    </message>
    <message>
        <source>the request has more than %1 headers</source>
        <translation>die Anfrage hat mehr als %1 Header</translation>
    </message>
    <message>
        <source>folded header lines are not accepted</source>
        <translation>gefaltete Headerzeilen werden nicht angenommen</translation>
    </message>
    <message>
        <source>header line %1 is malformed</source>
        <translation>Headerzeile %1 ist fehlerhaft</translation>
    </message>
    <message>
        <source>the header %1 holds a control character</source>
        <translation>der Header %1 enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>HTTP version %1 is not supported; Tarn speaks HTTP/1.1</source>
        <translation>HTTP-Version %1 wird nicht unterstützt; Tarn spricht HTTP/1.1</translation>
    </message>
    <message>
        <source>an HTTP/1.1 request needs exactly one Host header</source>
        <translation>eine HTTP/1.1-Anfrage braucht genau einen Host-Header</translation>
    </message>
    <message>
        <source>a request may not carry both Content-Length and Transfer-Encoding</source>
        <translation>eine Anfrage darf nicht zugleich Content-Length und Transfer-Encoding tragen</translation>
    </message>
    <message>
        <source>only the chunked transfer coding is supported</source>
        <translation>nur die Transferkodierung chunked wird unterstützt</translation>
    </message>
    <message>
        <source>Content-Length is not a number</source>
        <translation>Content-Length ist keine Zahl</translation>
    </message>
    <message>
        <source>the request carries conflicting Content-Length headers</source>
        <translation>die Anfrage trägt widersprüchliche Content-Length-Header</translation>
    </message>
    <message>
        <source>the body is %1 bytes; the limit is %2</source>
        <translation>der Inhalt ist %1 Bytes groß; die Grenze ist %2</translation>
    </message>
    <message>
        <source>a chunk line is too long</source>
        <translation>eine Chunk-Zeile ist zu lang</translation>
    </message>
    <message>
        <source>a chunk size is malformed</source>
        <translation>eine Chunk-Größe ist fehlerhaft</translation>
    </message>
    <message>
        <source>the body is larger than the limit of %1 bytes</source>
        <translation>der Inhalt ist größer als die Grenze von %1 Bytes</translation>
    </message>
    <message>
        <source>a chunk is longer than its size says</source>
        <translation>ein Chunk ist länger als seine Größenangabe</translation>
    </message>
    <message>
        <source>the request&apos;s trailers are larger than %1 bytes</source>
        <translation>die Trailer der Anfrage sind größer als %1 Bytes</translation>
    </message>
</context>
<context>
    <name>HttpTransport</name>
    <message>
        <source>no complete request within %1 s</source>
        <translation>keine vollständige Anfrage innerhalb von %1 s</translation>
    </message>
</context>
<context>
    <name>ImportFormats</name>
    <message>
        <source>image or audio parts</source>
        <translation>Bild- oder Audioteile</translation>
    </message>
    <message>
        <source>messages of type %1</source>
        <translation>Nachrichten vom Typ %1</translation>
    </message>
    <message>
        <source>system and tool messages</source>
        <translation>System- und Werkzeugnachrichten</translation>
    </message>
    <message>
        <source>hidden context messages</source>
        <translation>verborgene Kontextnachrichten</translation>
    </message>
    <message>
        <source>calls to tools</source>
        <translation>Werkzeugaufrufe</translation>
    </message>
    <message>
        <source>not a ChatGPT export: conversations.json holds an array of conversations</source>
        <translation>kein ChatGPT-Export: conversations.json enthält eine Liste von Gesprächen</translation>
    </message>
    <message>
        <source>not a ChatGPT export: conversation %1 has no &quot;mapping&quot;</source>
        <translation>kein ChatGPT-Export: Gespräch %1 hat kein „mapping“</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1-Blöcke</translation>
    </message>
    <message>
        <source>files without text</source>
        <translation>Dateien ohne Text</translation>
    </message>
    <message>
        <source>not a Claude export: conversations.json holds an array of conversations</source>
        <translation>kein Claude-Export: conversations.json enthält eine Liste von Gesprächen</translation>
    </message>
    <message>
        <source>not a Claude export: conversation %1 has no &quot;chat_messages&quot;</source>
        <translation>kein Claude-Export: Gespräch %1 hat keine „chat_messages“</translation>
    </message>
    <message>
        <source>messages from an unknown sender</source>
        <translation>Nachrichten eines unbekannten Absenders</translation>
    </message>
    <message>
        <source>not a %1 export: JSON error at byte %2: %3</source>
        <translation>kein %1-Export: JSON-Fehler bei Byte %2: %3</translation>
    </message>
    <message>
        <source>a Tarn export is imported as JSONL, not parsed here</source>
        <translation>ein Tarn-Export wird als JSONL importiert, nicht hier gelesen</translation>
    </message>
    <message>
        <source>memory.jsonl line %1: not a JSON object (%2)</source>
        <translation>memory.jsonl Zeile %1: kein JSON-Objekt (%2)</translation>
    </message>
    <message>
        <source>memory.jsonl line %1: an entity without a name</source>
        <translation>memory.jsonl Zeile %1: eine Entität ohne Namen</translation>
    </message>
    <message>
        <source>%1 is a %2</source>
        <translation>%1 ist ein(e) %2</translation>
    </message>
    <message>
        <source>memory.jsonl line %1: a relation needs from, to and relationType</source>
        <translation>memory.jsonl Zeile %1: eine Relation braucht from, to und relationType</translation>
    </message>
    <message>
        <source>%1 lines of another type</source>
        <translation>%1 Zeilen eines anderen Typs</translation>
    </message>
    <message>
        <source>not a mem0 or OpenMemory export: JSON error at byte %1: %2</source>
        <translation>kein mem0- oder OpenMemory-Export: JSON-Fehler bei Byte %1: %2</translation>
    </message>
    <message>
        <source>%1 entries without text</source>
        <translation>%1 Einträge ohne Text</translation>
    </message>
    <message>
        <source>not a mem0 or OpenMemory export: no &quot;results&quot; or &quot;memories&quot; list</source>
        <translation>kein mem0- oder OpenMemory-Export: keine Liste „results“ oder „memories“</translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>access to the keychain was denied (%1)</source>
        <translation>der Zugriff auf den Schlüsselbund wurde verweigert (%1)</translation>
    </message>
    <message>
        <source>no keychain (Secret Service) is reachable: %1</source>
        <translation>kein Schlüsselbund (Secret Service) erreichbar: %1</translation>
    </message>
    <message>
        <source>the keychain is closed: Tarn is shutting down</source>
        <translation>der Schlüsselbund ist geschlossen: Tarn wird beendet</translation>
    </message>
</context>
<context>
    <name>Lake</name>
    <message>
        <source>no lake at %1</source>
        <translation>kein See unter %1</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot open the lake %1: %2</source>
        <translation>der See %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot configure the lake %1: %2</source>
        <translation>der See %1 kann nicht eingerichtet werden: %2</translation>
    </message>
    <message>
        <source>this SQLite has no FTS5; Tarn needs it</source>
        <translation>diesem SQLite fehlt FTS5; Tarn braucht es</translation>
    </message>
    <message>
        <source>%1 is never stored in the lake</source>
        <translation>%1 wird nie im See gespeichert</translation>
    </message>
    <message>
        <source>media_hash %1 names no stored media file</source>
        <translation>media_hash %1 verweist auf keine gespeicherte Mediendatei</translation>
    </message>
    <message>
        <source>a delta with id %1 is already in the lake</source>
        <translation>ein Delta mit der ID %1 ist bereits im See</translation>
    </message>
    <message>
        <source>id &apos;%1&apos; is not 12 lowercase hex digits</source>
        <translation>ID „%1“ besteht nicht aus 12 kleingeschriebenen Hex-Ziffern</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a delta id</source>
        <translation>„%1“ ist keine Delta-ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid source name</source>
        <translation>„%1“ ist kein gültiger Quellenname</translation>
    </message>
    <message>
        <source>expiry must be between one minute and 3650 days</source>
        <translation>der Ablauf muss zwischen einer Minute und 3650 Tagen liegen</translation>
    </message>
    <message>
        <source>%1 is observed and cannot be kept forever; affirm what matters instead</source>
        <translation>%1: beobachtet, kann nicht für immer behalten werden; stattdessen das Wichtige bestätigen</translation>
    </message>
    <message>
        <source>id %1 appears twice in this file</source>
        <translation>ID %1 kommt in dieser Datei doppelt vor</translation>
    </message>
    <message>
        <source>media_hash %1 names no stored media file (and none came with the import)</source>
        <translation>media_hash %1 verweist auf keine gespeicherte Mediendatei (und der Import brachte keine mit)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>media file %1 does not match its hash</source>
        <translation>Mediendatei %1 passt nicht zu ihrem Hash</translation>
    </message>
    <message>
        <source>no lake at %1, and its folder does not allow creating one</source>
        <translation>kein See unter %1, und sein Ordner erlaubt nicht, einen anzulegen</translation>
    </message>
    <message>
        <source>cannot open the lake %1: this SQLite has no FTS5</source>
        <translation>der See %1 lässt sich nicht öffnen: dieses SQLite hat kein FTS5</translation>
    </message>
    <message>
        <source>the lake at %1 needs migrating, which a read-only open cannot do</source>
        <translation>Der See unter %1 muss migriert werden, was beim Öffnen nur zum Lesen nicht geht</translation>
    </message>
    <message>
        <source>cannot read media file %1</source>
        <translation>Mediendatei %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>delta %1 has left the lake; list again from the top</source>
        <translation>Delta %1 hat den See verlassen; bitte von oben neu auflisten</translation>
    </message>
    <message>
        <source>Import cancelled; nothing from the file was written.</source>
        <translation>Import abgebrochen; nichts aus der Datei wurde geschrieben.</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export abgebrochen.</translation>
    </message>
</context>
<context>
    <name>LakeCopy</name>
    <message>
        <source>%1 and %2 are the same lake; copy it somewhere else</source>
        <translation>%1 und %2 sind derselbe See; kopieren Sie ihn woandershin</translation>
    </message>
    <message>
        <source>%1 is not empty: it holds %2. A lake is copied only into a new file or an empty lake, so that nothing there is overwritten or mixed with the copy</source>
        <translation>%1 ist nicht leer: er enthält %2. Ein See wird nur in eine neue Datei oder einen leeren See kopiert, damit dort nichts überschrieben oder mit der Kopie vermischt wird</translation>
    </message>
    <message>
        <source>copying %1 to %2 failed, and %2 is left as it was: %3</source>
        <translation>das Kopieren von %1 nach %2 ist fehlgeschlagen, %2 bleibt, wie er war: %3</translation>
    </message>
    <message>
        <source>verification failed: %1 in %2 has %3 rows (SHA-256 %4), the copy %5 rows (SHA-256 %6)</source>
        <translation>Prüfung fehlgeschlagen: %1 in %2 hat %3 Zeilen (SHA-256 %4), die Kopie %5 Zeilen (SHA-256 %6)</translation>
    </message>
    <message>
        <source>this Tarn&apos;s lake copy knows schema %1, not the lake&apos;s %2</source>
        <translation>das Kopieren von Seen in diesem Tarn kennt Schema %1, nicht das Schema %2 der Seen</translation>
    </message>
    <message>
        <source>a delta in %1 names the image %2, which that lake does not hold</source>
        <translation>ein Delta in %1 nennt das Bild %2, das dieser See nicht enthält</translation>
    </message>
    <message>
        <source>the image %1 in %2 does not match its name (its bytes are damaged)</source>
        <translation>das Bild %1 in %2 passt nicht zu seinem Namen (seine Bytes sind beschädigt)</translation>
    </message>
    <message numerus="yes">
        <source>%n deltas</source>
        <translation>
            <numerusform>%n Delta</numerusform>
            <numerusform>%n Deltas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n audit entries</source>
        <translation>
            <numerusform>%n Eintrag im Prüfprotokoll</numerusform>
            <numerusform>%n Einträge im Prüfprotokoll</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source settings</source>
        <translation>
            <numerusform>%n Quelleneinstellung</numerusform>
            <numerusform>%n Quelleneinstellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n configured sources</source>
        <translation>
            <numerusform>%n eingerichtete Quelle</numerusform>
            <numerusform>%n eingerichtete Quellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items its sources have seen</source>
        <translation>
            <numerusform>%n Eintrag, den seine Quellen gesehen haben</numerusform>
            <numerusform>%n Einträge, die seine Quellen gesehen haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n embedding vectors</source>
        <translation>
            <numerusform>%n Einbettungsvektor</numerusform>
            <numerusform>%n Einbettungsvektoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n images</source>
        <translation>
            <numerusform>%n Bild</numerusform>
            <numerusform>%n Bilder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LakeCredentials</name>
    <message>
        <source>this program has no keychain to keep the password in</source>
        <translation>dieses Programm hat keinen Schlüsselbund, der das Passwort verwahren könnte</translation>
    </message>
    <message>
        <source>%1 is a lake file: only a lake on a PostgreSQL server has a password</source>
        <translation>%1 ist eine See-Datei: Nur ein See auf einem PostgreSQL-Server hat ein Passwort</translation>
    </message>
    <message>
        <source>the password is empty</source>
        <translation>das Passwort ist leer</translation>
    </message>
</context>
<context>
    <name>LakeLocation</name>
    <message>
        <source>the lake&apos;s location is empty: give a file path or postgresql://user@host/database</source>
        <translation>Der Ort des Sees ist leer: Geben Sie einen Dateipfad oder postgresql://benutzer@host/datenbank an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a file path nor a postgresql:// address</source>
        <translation>„%1“ ist weder ein Dateipfad noch eine postgresql://-Adresse</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid address: %2</source>
        <translation>„%1“ ist keine gültige Adresse: %2</translation>
    </message>
    <message>
        <source>the address names no server: postgresql://user@host/database</source>
        <translation>Die Adresse nennt keinen Server: postgresql://benutzer@host/datenbank</translation>
    </message>
    <message>
        <source>the port must be between 1 and 65535</source>
        <translation>Der Port muss zwischen 1 und 65535 liegen</translation>
    </message>
    <message>
        <source>the address names no user: postgresql://user@host/database</source>
        <translation>Die Adresse nennt keinen Benutzer: postgresql://benutzer@host/datenbank</translation>
    </message>
    <message>
        <source>the address must name one database: postgresql://user@host/database</source>
        <translation>Die Adresse muss genau eine Datenbank nennen: postgresql://benutzer@host/datenbank</translation>
    </message>
    <message>
        <source>sslmode &apos;%1&apos; is not one of %2</source>
        <translation>sslmode „%1“ ist keiner von %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a setting Tarn knows in a lake address (only sslmode)</source>
        <translation>„%1“ ist keine Einstellung, die Tarn in der Adresse eines Sees kennt (nur sslmode)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
</context>
<context>
    <name>LakePaths</name>
    <message>
        <source>the lake (%1)</source>
        <translation>der See (%1)</translation>
    </message>
    <message>
        <source>the lake&apos;s write-ahead log (%1)</source>
        <translation>das Write-Ahead-Log des Sees (%1)</translation>
    </message>
    <message>
        <source>the lake&apos;s shared memory (%1)</source>
        <translation>der gemeinsame Speicher des Sees (%1)</translation>
    </message>
    <message>
        <source>the lake&apos;s journal (%1)</source>
        <translation>das Journal des Sees (%1)</translation>
    </message>
    <message>
        <source>the lake&apos;s media folder (%1)</source>
        <translation>der Medienordner des Sees (%1)</translation>
    </message>
</context>
<context>
    <name>LakeProbe</name>
    <message>
        <source>no lake there yet; Tarn makes one when it opens it</source>
        <translation>dort ist noch kein See; Tarn legt ihn beim Öffnen an</translation>
    </message>
    <message>
        <source>a lake from a newer Tarn (schema %1), which this one cannot open</source>
        <translation>ein See eines neueren Tarn (Schema %1), den dieses nicht öffnen kann</translation>
    </message>
    <message>
        <source>a Tarn lake (schema %1)</source>
        <translation>ein Tarn-See (Schema %1)</translation>
    </message>
    <message>
        <source>Reached %1 on %2: %3.</source>
        <translation>%1 auf %2 erreicht: %3.</translation>
    </message>
    <message>
        <source>The connection is not encrypted.</source>
        <translation>Die Verbindung ist nicht verschlüsselt.</translation>
    </message>
    <message>
        <source>%1 exists.</source>
        <translation>%1 ist vorhanden.</translation>
    </message>
    <message>
        <source>%1 does not exist yet; Tarn makes it when it opens it.</source>
        <translation>%1 gibt es noch nicht; Tarn legt die Datei beim Öffnen an.</translation>
    </message>
</context>
<context>
    <name>LakeWriter</name>
    <message>
        <source>this delta</source>
        <translation>dieses Delta</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>eine andere Version</translation>
    </message>
    <message>
        <source>an engagement</source>
        <translation>eine Reaktion</translation>
    </message>
    <message>
        <source>the conversation turn</source>
        <translation>der Gesprächsbeitrag</translation>
    </message>
</context>
<context>
    <name>MarkdownExport</name>
    <message>
        <source>%1 holds files Tarn did not write; name a new or empty folder</source>
        <translation>%1 enthält Dateien, die Tarn nicht geschrieben hat; nennen Sie einen neuen oder leeren Ordner</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>MastodonSource</name>
    <message>
        <source>the token was refused (HTTP 401)</source>
        <translation>das Token wurde abgelehnt (HTTP 401)</translation>
    </message>
    <message>
        <source>the token may not read the home timeline (HTTP 403); it needs the read:statuses scope</source>
        <translation>das Token darf die Startseite nicht lesen (HTTP 403); es braucht den Bereich read:statuses</translation>
    </message>
    <message>
        <source>no Mastodon API at this address (HTTP 404)</source>
        <translation>unter dieser Adresse ist keine Mastodon-API (HTTP 404)</translation>
    </message>
    <message>
        <source>the server asks Tarn to slow down (HTTP 429)</source>
        <translation>der Server bittet Tarn, langsamer abzufragen (HTTP 429)</translation>
    </message>
    <message>
        <source>the answer is not JSON (%1 at byte %2); is the address that of a Mastodon server?</source>
        <translation>die Antwort ist kein JSON (%1 bei Byte %2); ist das die Adresse eines Mastodon-Servers?</translation>
    </message>
    <message>
        <source>the answer is not a list of statuses (the home timeline is a JSON array)</source>
        <translation>die Antwort ist keine Liste von Beiträgen (die Startseite ist ein JSON-Array)</translation>
    </message>
</context>
<context>
    <name>McpServer</name>
    <message>
        <source>message larger than %1 bytes; refused</source>
        <translation>Nachricht größer als %1 Bytes; abgelehnt</translation>
    </message>
    <message>
        <source>parse error at offset %1: %2</source>
        <translation>Syntaxfehler an Position %1: %2</translation>
    </message>
    <message>
        <source>id must be a string or a number</source>
        <translation>id muss eine Zeichenkette oder eine Zahl sein</translation>
    </message>
    <message>
        <source>not a JSON-RPC 2.0 request (jsonrpc &quot;2.0&quot; and a method are required)</source>
        <translation>keine JSON-RPC-2.0-Anfrage (jsonrpc &quot;2.0&quot; und eine Methode sind erforderlich)</translation>
    </message>
    <message>
        <source>params must be an object</source>
        <translation>params muss ein Objekt sein</translation>
    </message>
    <message>
        <source>tools/call needs params.name</source>
        <translation>tools/call braucht params.name</translation>
    </message>
    <message>
        <source>unknown tool: %1</source>
        <translation>unbekanntes Werkzeug: %1</translation>
    </message>
    <message>
        <source>params.arguments must be an object</source>
        <translation>params.arguments muss ein Objekt sein</translation>
    </message>
    <message>
        <source>method not found: %1</source>
        <translation>Methode nicht gefunden: %1</translation>
    </message>
    <message>
        <source>JSON-RPC batches are not part of MCP; send one message per line</source>
        <translation>JSON-RPC-Batches gehören nicht zu MCP; senden Sie eine Nachricht pro Zeile</translation>
    </message>
    <message>
        <source>not initialized: send initialize first</source>
        <translation>nicht initialisiert: senden Sie zuerst initialize</translation>
    </message>
    <message>
        <source>invalid cursor: tools/list has one page</source>
        <translation>ungültiger Cursor: tools/list hat nur eine Seite</translation>
    </message>
    <message>
        <source>%1 writes to the lake, and this client&apos;s token may only read</source>
        <translation>%1 schreibt in den See, und das Token dieses Clients darf nur lesen</translation>
    </message>
</context>
<context>
    <name>McpTools</name>
    <message>
        <source>%1: must be of type %2, not %3</source>
        <translation>%1: muss vom Typ %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>%1: must be one of %2</source>
        <translation>%1: muss eines von %2 sein</translation>
    </message>
    <message>
        <source>%1: must be at least %2</source>
        <translation>%1: muss mindestens %2 sein</translation>
    </message>
    <message>
        <source>%1: must be at most %2</source>
        <translation>%1: darf höchstens %2 sein</translation>
    </message>
    <message>
        <source>%1: must not be empty</source>
        <translation>%1: darf nicht leer sein</translation>
    </message>
    <message>
        <source>%1: required</source>
        <translation>%1: erforderlich</translation>
    </message>
    <message>
        <source>%1: not an argument of this tool</source>
        <translation>%1: ist kein Argument dieses Werkzeugs</translation>
    </message>
    <message>
        <source>no tool called %1</source>
        <translation>kein Werkzeug namens %1</translation>
    </message>
    <message>
        <source>auto_recall is off in Tarn&apos;s memory settings</source>
        <translation>auto_recall ist in Tarns Gedächtnis-Einstellungen ausgeschaltet</translation>
    </message>
    <message>
        <source>capture is off in Tarn&apos;s memory settings (memory.auto_capture); the person can turn it on in Preferences or with: tarn config memory.auto_capture true</source>
        <translation>Erfassen ist in Tarns Gedächtnis-Einstellungen ausgeschaltet (memory.auto_capture); die Person kann es in den Einstellungen einschalten oder mit: tarn config memory.auto_capture true</translation>
    </message>
    <message>
        <source>%1: at most %2 characters</source>
        <translation>%1: höchstens %2 Zeichen</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; does not match %3</source>
        <translation>%1: „%2“ passt nicht zu %3</translation>
    </message>
    <message>
        <source>no delta %1 in the lake (it may have been forgotten, marked invalid or reaped)</source>
        <translation>kein Delta %1 im See (es wurde vielleicht vergessen, als ungültig markiert oder abgeräumt)</translation>
    </message>
    <message>
        <source>no delta %1 in the lake</source>
        <translation>kein Delta %1 im See</translation>
    </message>
    <message>
        <source>delta %1 is neither forgotten nor invalid</source>
        <translation>Delta %1 ist weder vergessen noch ungültig</translation>
    </message>
</context>
<context>
    <name>MediaStore</name>
    <message>
        <source>cannot write media file %1: %2</source>
        <translation>Mediendatei %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>MemoryImport</name>
    <message>
        <source>Import cancelled; nothing from the file was written.</source>
        <translation>Import abgebrochen; nichts aus der Datei wurde geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>Would import %n turns from %1 conversations</source>
        <translation>
            <numerusform>Würde %n Gesprächsrunde aus %1 Gesprächen importieren</numerusform>
            <numerusform>Würde %n Gesprächsrunden aus %1 Gesprächen importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n turns from %1 conversations (%2 memories found in them)</source>
        <translation>
            <numerusform>%n Gesprächsrunde aus %1 Gesprächen importiert (%2 Erinnerungen darin gefunden)</numerusform>
            <numerusform>%n Gesprächsrunden aus %1 Gesprächen importiert (%2 Erinnerungen darin gefunden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would import %n memories</source>
        <translation>
            <numerusform>Würde %n Erinnerung importieren</numerusform>
            <numerusform>Würde %n Erinnerungen importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n memories</source>
        <translation>
            <numerusform>%n Erinnerung importiert</numerusform>
            <numerusform>%n Erinnerungen importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the lake from an earlier import</source>
        <translation>
            <numerusform>%n schon aus einem früheren Import im See</numerusform>
            <numerusform>%n schon aus einem früheren Import im See</numerusform>
        </translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>ausgelassen: %1</translation>
    </message>
    <message>
        <source>%1 is a folder, not an export file</source>
        <translation>%1 ist ein Ordner, keine Exportdatei</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 GiB</source>
        <translation>%1 ist größer als %2 GiB</translation>
    </message>
</context>
<context>
    <name>MemoryOperations</name>
    <message>
        <source>&apos;%1&apos; is not a delta id (12 hex digits)</source>
        <translation>„%1“ ist keine Delta-ID (12 Hexadezimalziffern)</translation>
    </message>
    <message>
        <source>no delta %1 in the lake</source>
        <translation>kein Delta %1 im See</translation>
    </message>
    <message>
        <source>%1 is already superseded by %2</source>
        <translation>%1 ist bereits durch %2 ersetzt</translation>
    </message>
    <message>
        <source>%1 is %2; only an active delta can be changed</source>
        <translation>%1 ist %2; nur ein aktives Delta lässt sich ändern</translation>
    </message>
    <message>
        <source>the patch changes nothing in %1</source>
        <translation>die Änderung ändert nichts an %1</translation>
    </message>
    <message>
        <source>%1 is %2, not invalidated</source>
        <translation>%1 ist %2, nicht ungültig markiert</translation>
    </message>
</context>
<context>
    <name>MemorySettings</name>
    <message>
        <source>%1: no such memory setting (known: %2)</source>
        <translation>%1: keine solche Gedächtnis-Einstellung (bekannt: %2)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a %3</source>
        <translation>%1: „%2“ ist kein(e) %3</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>recall_max_items: must be from 1 to 50</source>
        <translation>recall_max_items: muss zwischen 1 und 50 liegen</translation>
    </message>
    <message>
        <source>recall_max_chars: must be from 200 to 20000</source>
        <translation>recall_max_chars: muss zwischen 200 und 20000 liegen</translation>
    </message>
    <message>
        <source>min_profile_confidence: must be from 0 to 1</source>
        <translation>min_profile_confidence: muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>retention_days: must be from 0 (keep for ever) to 36500</source>
        <translation>retention_days: muss zwischen 0 (für immer behalten) und 36500 liegen</translation>
    </message>
    <message>
        <source>%1 (in %2; the default %3 applies)</source>
        <translation>%1 (in %2; es gilt der Standardwert %3)</translation>
    </message>
    <message>
        <source>embedding_api: &apos;%1&apos; is not ollama or openai</source>
        <translation>embedding_api: „%1“ ist weder ollama noch openai</translation>
    </message>
</context>
<context>
    <name>Migrator</name>
    <message>
        <source>cannot read the lake&apos;s schema version: %1</source>
        <translation>die Schemaversion des Sees kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>schema validation failed: %1 is missing after migrating to version %2</source>
        <translation>Schemaprüfung fehlgeschlagen: %1 fehlt nach der Migration auf Version %2</translation>
    </message>
    <message>
        <source>schema validation failed: quick_check reports %1</source>
        <translation>Schemaprüfung fehlgeschlagen: quick_check meldet %1</translation>
    </message>
    <message>
        <source>restoring the snapshot %1 failed; the lake is kept there</source>
        <translation>Wiederherstellen der Sicherung %1 fehlgeschlagen; der See liegt weiterhin dort</translation>
    </message>
    <message>
        <source>cannot reopen the restored lake: %1</source>
        <translation>der wiederhergestellte See kann nicht erneut geöffnet werden: %1</translation>
    </message>
    <message>
        <source>this lake has schema version %1, newer than this Tarn understands (%2); upgrade Tarn to open it</source>
        <translation>dieser See hat Schemaversion %1, neuer als diese Tarn-Version versteht (%2); zum Öffnen Tarn aktualisieren</translation>
    </message>
    <message>
        <source>cannot take a snapshot before migrating: %1</source>
        <translation>vor der Migration kann keine Sicherung angelegt werden: %1</translation>
    </message>
    <message>
        <source>migrating the lake from schema %1 to %2 failed and the previous state was kept: %3</source>
        <translation>die Migration des Sees von Schema %1 auf %2 ist fehlgeschlagen, der vorige Zustand blieb erhalten: %3</translation>
    </message>
    <message>
        <source>cannot create a snapshot beside the lake at %1</source>
        <translation>neben dem See kann unter %1 keine Sicherung angelegt werden</translation>
    </message>
</context>
<context>
    <name>PostgresConnection</name>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql); it is needed for %1</source>
        <translation>Qts PostgreSQL-Treiber ist nicht installiert (Debian: libqt6sql6-psql); er wird für %1 gebraucht</translation>
    </message>
    <message>
        <source>cannot reach the lake at %1: %2</source>
        <translation>Der See unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>the server refused the password in the address</source>
        <translation>der Server hat das Passwort in der Adresse abgelehnt</translation>
    </message>
    <message>
        <source>the server refused the password Tarn keeps in the keychain for it; store the right one with: tarn lake password %1 (or in the window&apos;s Preferences)</source>
        <translation>der Server hat das Passwort abgelehnt, das Tarn dafür im Schlüsselbund verwahrt; das richtige speichern mit: tarn lake password %1 (oder in den Einstellungen des Fensters)</translation>
    </message>
    <message>
        <source>the server refused the password given for it; store the right one with: tarn lake password %1 (or in the window&apos;s Preferences)</source>
        <translation>der Server hat das dafür angegebene Passwort abgelehnt; das richtige speichern mit: tarn lake password %1 (oder in den Einstellungen des Fensters)</translation>
    </message>
    <message>
        <source>the server asks for a password: store it in the keychain with: tarn lake password %1 (or in the window&apos;s Preferences), or put it in ~/.pgpass</source>
        <translation>der Server verlangt ein Passwort: im Schlüsselbund speichern mit: tarn lake password %1 (oder in den Einstellungen des Fensters), oder in ~/.pgpass eintragen</translation>
    </message>
    <message>
        <source> (the keychain could not be read: %1)</source>
        <translation> (der Schlüsselbund war nicht lesbar: %1)</translation>
    </message>
</context>
<context>
    <name>PostgresSchema</name>
    <message>
        <source>the lake&apos;s schema version cannot be read: %1</source>
        <translation>Die Schemaversion des Sees lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>this lake was made by a newer Tarn (schema %1; this one knows %2)</source>
        <translation>Dieser See stammt von einem neueren Tarn (Schema %1; dieses kennt %2)</translation>
    </message>
    <message>
        <source>the database %1 holds tables that are not a lake&apos;s; give Tarn an empty database</source>
        <translation>Die Datenbank %1 enthält Tabellen, die nicht zu einem See gehören; geben Sie Tarn eine leere Datenbank</translation>
    </message>
</context>
<context>
    <name>QueryLimits</name>
    <message>
        <source>%1: at most %2 characters (this one has %3)</source>
        <translation>%1: höchstens %2 Zeichen (hier sind es %3)</translation>
    </message>
</context>
<context>
    <name>Recall</name>
    <message>
        <source>limit: must be from 1 to 100</source>
        <translation>limit: muss von 1 bis 100 reichen</translation>
    </message>
    <message>
        <source>query: give at least one word to recall by</source>
        <translation>query: geben Sie mindestens ein Wort zum Erinnern an</translation>
    </message>
</context>
<context>
    <name>RssSource</name>
    <message>
        <source>the server refused access (HTTP %1)</source>
        <translation>der Server verweigerte den Zugriff (HTTP %1)</translation>
    </message>
    <message>
        <source>the feed is not there (HTTP %1)</source>
        <translation>der Feed ist nicht vorhanden (HTTP %1)</translation>
    </message>
    <message>
        <source>An item published %1</source>
        <translation>Ein Element, veröffentlicht %1</translation>
    </message>
    <message numerus="yes">
        <source>%n items had nothing to show (no title, text, link or date) and were skipped.</source>
        <translation>
            <numerusform>%n Element hatte nichts zu zeigen (kein Titel, Text, Link oder Datum) und wurde übersprungen.</numerusform>
            <numerusform>%n Elemente hatten nichts zu zeigen (kein Titel, Text, Link oder Datum) und wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more items wait for the next poll to fetch their images.</source>
        <translation>
            <numerusform>%n weiteres Element wartet auf die nächste Abfrage, um sein Bild zu holen.</numerusform>
            <numerusform>%n weitere Elemente warten auf die nächste Abfrage, um ihre Bilder zu holen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchQuery</name>
    <message>
        <source>query: a search takes at most %1 different words</source>
        <translation>query: eine Suche nimmt höchstens %1 verschiedene Wörter</translation>
    </message>
</context>
<context>
    <name>SourceInstances</name>
    <message>
        <source>no source called %1 (tarn source list shows them)</source>
        <translation>keine Quelle namens %1 (tarn source list zeigt sie)</translation>
    </message>
    <message>
        <source>%1: kept in the system keychain, which this Tarn cannot reach</source>
        <translation>%1: liegt im Schlüsselbund des Systems, den dieses Tarn nicht erreicht</translation>
    </message>
    <message>
        <source>%1: the keychain no longer has it; remove the source and add it again</source>
        <translation>%1: der Schlüsselbund hat ihn nicht mehr; die Quelle entfernen und erneut hinzufügen</translation>
    </message>
    <message>
        <source>%1: not a kind of source Tarn can add (%2)</source>
        <translation>%1: keine Quellenart, die Tarn hinzufügen kann (%2)</translation>
    </message>
    <message>
        <source>name: 1-40 lower-case letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting with a letter or digit (got &apos;%1&apos;)</source>
        <translation>name: 1–40 Kleinbuchstaben, Ziffern, „-“, „_“ oder „.“, beginnend mit einem Buchstaben oder einer Ziffer (bekam „%1“)</translation>
    </message>
    <message>
        <source>name: a source called %1 exists already</source>
        <translation>name: eine Quelle namens %1 gibt es schon</translation>
    </message>
    <message>
        <source>%1: needs the system keychain, which this Tarn cannot reach; nothing was added</source>
        <translation>%1: braucht den Schlüsselbund des Systems, den dieses Tarn nicht erreicht; nichts wurde hinzugefügt</translation>
    </message>
    <message>
        <source>this Tarn does not know sources of type %1</source>
        <translation>dieses Tarn kennt keine Quellen der Art %1</translation>
    </message>
    <message>
        <source>%1: needs the system keychain, which this Tarn cannot reach; nothing was changed</source>
        <translation>%1: braucht den Schlüsselbund des Systems, den dieses Tarn nicht erreicht; nichts wurde geändert</translation>
    </message>
</context>
<context>
    <name>SourcePlugins</name>
    <message>
        <source>%1: a whole number</source>
        <translation>%1: eine ganze Zahl</translation>
    </message>
    <message>
        <source>%1: from %2 to %3</source>
        <translation>%1: von %2 bis %3</translation>
    </message>
    <message>
        <source>%1: true or false</source>
        <translation>%1: true oder false</translation>
    </message>
    <message>
        <source>%1: an http:// or https:// address</source>
        <translation>%1: eine http://- oder https://-Adresse</translation>
    </message>
    <message>
        <source>%1: an existing folder</source>
        <translation>%1: ein vorhandener Ordner</translation>
    </message>
    <message>
        <source>%1: text</source>
        <translation>%1: Text</translation>
    </message>
    <message>
        <source>%1: not a setting of %2 sources (known: %3)</source>
        <translation>%1: keine Einstellung von %2-Quellen (bekannt: %3)</translation>
    </message>
    <message>
        <source>%1: required</source>
        <translation>%1: erforderlich</translation>
    </message>
</context>
<context>
    <name>StorageErrors</name>
    <message>
        <source>the disk holding the lake is full: nothing was written. Free some space and try again</source>
        <translation>die Platte mit dem See ist voll: nichts wurde geschrieben. Platz freigeben und erneut versuchen</translation>
    </message>
    <message>
        <source>the lake is read-only (its file, folder or disk does not allow writing): nothing was written. Reading still works</source>
        <translation>der See ist schreibgeschützt (seine Datei, sein Ordner oder seine Platte erlaubt kein Schreiben): nichts wurde geschrieben. Lesen funktioniert weiterhin</translation>
    </message>
    <message>
        <source>the lake is busy: another Tarn (the window or tarn serve) held its write lock for more than %1 s, so nothing was written. Try again in a moment</source>
        <translation>der See ist belegt: ein anderes Tarn (das Fenster oder tarn serve) hielt seine Schreibsperre länger als %1 s, daher wurde nichts geschrieben. Gleich noch einmal versuchen</translation>
    </message>
    <message>
        <source>the disk of the lake&apos;s server is full: nothing was written. Free some space on the server and try again</source>
        <translation>die Platte des See-Servers ist voll: nichts wurde geschrieben. Auf dem Server Platz freigeben und erneut versuchen</translation>
    </message>
    <message>
        <source>the lake&apos;s server accepts only reads (a standby, or a read-only setting): nothing was written. Reading still works</source>
        <translation>der Server des Sees nimmt nur Lesezugriffe an (ein Standby oder eine Nur-Lesen-Einstellung): nichts wurde geschrieben. Lesen funktioniert weiterhin</translation>
    </message>
    <message>
        <source>the lake is busy: the server stopped this step because another connection held what it needed, or it ran past the server&apos;s time limit, so nothing was written. Try again in a moment</source>
        <translation>der See ist belegt: der Server hat diesen Schritt abgebrochen, weil eine andere Verbindung hielt, was er brauchte, oder weil er das Zeitlimit des Servers überschritt, daher wurde nichts geschrieben. Gleich noch einmal versuchen</translation>
    </message>
    <message>
        <source>lost the connection to the lake&apos;s server: nothing that was not yet saved was written. Try again once the server is back</source>
        <translation>die Verbindung zum Server des Sees ist abgebrochen: was noch nicht gespeichert war, wurde nicht geschrieben. Erneut versuchen, sobald der Server wieder da ist</translation>
    </message>
    <message>
        <source>lost the connection to the lake at %1: nothing that was not yet saved was written. Try again once the server is back</source>
        <translation>die Verbindung zum See unter %1 ist abgebrochen: was noch nicht gespeichert war, wurde nicht geschrieben. Erneut versuchen, sobald der Server wieder da ist</translation>
    </message>
</context>
<context>
    <name>SystemSources</name>
    <message>
        <source>load %1 %2 %3</source>
        <translation>Last %1 %2 %3</translation>
    </message>
    <message>
        <source>memory %1 of %2 GiB used (%3 %)</source>
        <translation>Speicher %1 von %2 GiB belegt (%3 %)</translation>
    </message>
    <message>
        <source>disk %1 %2 of %3 GiB used (%4 %)</source>
        <translation>Platte %1 %2 von %3 GiB belegt (%4 %)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tarn is running on %1 (up %2).</source>
        <translation>Tarn läuft auf %1 (seit %2).</translation>
    </message>
</context>
<context>
    <name>VaultSource</name>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>Tarn may not read the folder %1</source>
        <translation>Tarn darf den Ordner %1 nicht lesen</translation>
    </message>
</context>
<context>
    <name>WordVectors</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: not a word-vector file of Tarn&apos;s (%2)</source>
        <translation>%1: keine Wortvektordatei von Tarn (%2)</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>it does not start with TARNWV01</source>
        <translation>sie beginnt nicht mit TARNWV01</translation>
    </message>
    <message>
        <source>its header is out of range</source>
        <translation>ihr Kopf liegt außerhalb des Gültigen</translation>
    </message>
    <message>
        <source>%1 bytes where its header says %2</source>
        <translation>%1 Bytes, wo ihr Kopf %2 angibt</translation>
    </message>
    <message>
        <source>its string table does not add up</source>
        <translation>ihre Worttabelle geht nicht auf</translation>
    </message>
    <message>
        <source>word %1 is empty or its scale is not a number</source>
        <translation>Wort %1 ist leer oder sein Maßstab ist keine Zahl</translation>
    </message>
    <message>
        <source>its words are not sorted at word %1</source>
        <translation>ihre Wörter sind bei Wort %1 nicht sortiert</translation>
    </message>
</context>
<context>
    <name>tarn::LakeReader</name>
    <message>
        <source>The lake is not open.</source>
        <translation>Der See ist nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>tarn::PostgresNotifyWatch</name>
    <message>
        <source>cannot listen for changes: %1</source>
        <translation>Änderungen lassen sich nicht abhören: %1</translation>
    </message>
</context>
<context>
    <name>tarn::Remember</name>
    <message>
        <source>the image %1 does not exist</source>
        <translation>das Bild %1 existiert nicht</translation>
    </message>
    <message>
        <source>the image %1 is not a regular file</source>
        <translation>das Bild %1 ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>the image %1 cannot be read: %2</source>
        <translation>das Bild %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the image %1 is larger than %2 MiB</source>
        <translation>das Bild %1 ist größer als %2 MiB</translation>
    </message>
    <message>
        <source>the image %1 is empty</source>
        <translation>das Bild %1 ist leer</translation>
    </message>
</context>
<context>
    <name>tarn::SourceHost</name>
    <message>
        <source>no source called %1</source>
        <translation>keine Quelle namens %1</translation>
    </message>
    <message>
        <source>this Tarn does not know sources of type %1</source>
        <translation>dieses Tarn kennt keine Quellen der Art %1</translation>
    </message>
    <message>
        <source>%1 is polled by another Tarn sharing this lake; it was asked to poll it now</source>
        <translation>%1 wird von einem anderen Tarn abgefragt, das diesen See mitbenutzt; es wurde gebeten, die Quelle jetzt abzufragen</translation>
    </message>
</context>
<context>
    <name>tarn::SourcePlugins</name>
    <message>
        <source>RSS / Atom feed</source>
        <translation>RSS-/Atom-Feed</translation>
    </message>
    <message>
        <source>Feed address</source>
        <translation>Feed-Adresse</translation>
    </message>
    <message>
        <source>The RSS or Atom feed&apos;s http:// or https:// address.</source>
        <translation>Die http://- oder https://-Adresse des RSS- oder Atom-Feeds.</translation>
    </message>
    <message>
        <source>Check every (minutes)</source>
        <translation>Prüfen alle (Minuten)</translation>
    </message>
    <message>
        <source>How often Tarn asks the feed for new items; it only downloads when the feed changed.</source>
        <translation>Wie oft Tarn den Feed nach neuen Einträgen fragt; geladen wird nur, wenn sich der Feed geändert hat.</translation>
    </message>
    <message>
        <source>Give up after (seconds)</source>
        <translation>Aufgeben nach (Sekunden)</translation>
    </message>
    <message>
        <source>How long a slow server may take to send the whole feed.</source>
        <translation>Wie lange ein langsamer Server brauchen darf, um den ganzen Feed zu senden.</translation>
    </message>
    <message>
        <source>Every (minutes)</source>
        <translation>Alle (Minuten)</translation>
    </message>
    <message>
        <source>System information (load, memory, disk)</source>
        <translation>Systeminformationen (Last, Speicher, Platte)</translation>
    </message>
    <message>
        <source>How often Tarn samples this machine; each sample wilts after a day.</source>
        <translation>Wie oft Tarn diesen Rechner misst; jede Messung welkt nach einem Tag.</translation>
    </message>
    <message>
        <source>Disk to watch</source>
        <translation>Beobachtete Platte</translation>
    </message>
    <message>
        <source>A folder on the disk whose free space is sampled.</source>
        <translation>Ein Ordner auf der Platte, deren freier Platz gemessen wird.</translation>
    </message>
    <message>
        <source>Heartbeat</source>
        <translation>Herzschlag</translation>
    </message>
    <message>
        <source>How often Tarn notes that it is running; each note wilts after 24 hours.</source>
        <translation>Wie oft Tarn notiert, dass es läuft; jede Notiz welkt nach 24 Stunden.</translation>
    </message>
    <message>
        <source>Home Assistant</source>
        <translation>Home Assistant</translation>
    </message>
    <message>
        <source>Home Assistant address</source>
        <translation>Home-Assistant-Adresse</translation>
    </message>
    <message>
        <source>Where your Home Assistant answers, such as http://homeassistant.local:8123.</source>
        <translation>Wo Ihr Home Assistant antwortet, etwa http://homeassistant.local:8123.</translation>
    </message>
    <message>
        <source>Access token</source>
        <translation>Zugriffstoken</translation>
    </message>
    <message>
        <source>A long-lived access token from your Home Assistant profile; it is kept in the system keychain.</source>
        <translation>Ein langlebiges Zugriffstoken aus Ihrem Home-Assistant-Profil; es wird im Schlüsselbund des Systems verwahrt.</translation>
    </message>
    <message>
        <source>How often Tarn reads the states; only changes since the last check are kept.</source>
        <translation>Wie oft Tarn die Zustände liest; nur Änderungen seit der letzten Prüfung werden behalten.</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entitäten</translation>
    </message>
    <message>
        <source>Comma-separated entity ids or patterns such as sensor.*, light.kitchen; empty keeps every entity.</source>
        <translation>Kommagetrennte Entitäts-IDs oder Muster wie sensor.*, light.kitchen; leer behält jede Entität.</translation>
    </message>
    <message>
        <source>How long Home Assistant may take to send all states.</source>
        <translation>Wie lange Home Assistant brauchen darf, um alle Zustände zu senden.</translation>
    </message>
    <message>
        <source>Mastodon home timeline</source>
        <translation>Mastodon-Startseite</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Server-Adresse</translation>
    </message>
    <message>
        <source>Your Mastodon server, such as https://mastodon.social.</source>
        <translation>Ihr Mastodon-Server, etwa https://mastodon.social.</translation>
    </message>
    <message>
        <source>An access token with the read:statuses scope (Preferences, Development, New application); it is kept in the system keychain.</source>
        <translation>Ein Zugriffstoken mit dem Bereich read:statuses (Einstellungen, Entwicklung, Neue Anwendung); es wird im Schlüsselbund des Systems verwahrt.</translation>
    </message>
    <message>
        <source>How often Tarn reads your home timeline; each check picks up where the last one stopped.</source>
        <translation>Wie oft Tarn Ihre Startseite liest; jede Prüfung macht dort weiter, wo die letzte aufhörte.</translation>
    </message>
    <message>
        <source>How long the server may take to send one page of the timeline.</source>
        <translation>Wie lange der Server brauchen darf, um eine Seite der Zeitleiste zu senden.</translation>
    </message>
    <message>
        <source>Vault folder (Markdown notes)</source>
        <translation>Vault-Ordner (Markdown-Notizen)</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>The folder of Markdown notes (an Obsidian vault works); Tarn reads it and never writes to it.</source>
        <translation>Der Ordner mit Markdown-Notizen (ein Obsidian-Vault geht); Tarn liest ihn und schreibt nie hinein.</translation>
    </message>
    <message>
        <source>Rescan every (minutes)</source>
        <translation>Neu einlesen alle (Minuten)</translation>
    </message>
    <message>
        <source>Tarn notices changes as they happen; this full rescan catches anything it missed.</source>
        <translation>Tarn bemerkt Änderungen, sobald sie geschehen; dieses vollständige Neueinlesen fängt auf, was dabei entging.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>The computer whose folder this is; other computers sharing the lake leave it alone.</source>
        <translation>Der Computer, auf dem dieser Ordner liegt; andere Computer, die den See mitbenutzen, lassen ihn in Ruhe.</translation>
    </message>
</context>
<context>
    <name>tarn::SourceRegistry</name>
    <message>
        <source>Chat user/assistant messages</source>
        <translation>Chat-Nachrichten von Nutzer und Assistent</translation>
    </message>
    <message>
        <source>authored</source>
        <translation>verfasst</translation>
    </message>
    <message>
        <source>Sediment</source>
        <translation>Sediment</translation>
    </message>
    <message>
        <source>synthesized memory</source>
        <translation>synthetisierte Erinnerung</translation>
    </message>
    <message>
        <source>Identity crystals</source>
        <translation>Identitätskristalle</translation>
    </message>
    <message>
        <source>Mood</source>
        <translation>Stimmung</translation>
    </message>
    <message>
        <source>Feed cards</source>
        <translation>Feed-Karten</translation>
    </message>
    <message>
        <source>Vault notes</source>
        <translation>Vault-Notizen</translation>
    </message>
    <message>
        <source>Engagements (affirms/refutes/reply-to)</source>
        <translation>Reaktionen (affirms/refutes/reply-to)</translation>
    </message>
    <message>
        <source>Routine spec / fire / summary</source>
        <translation>Routine: Definition / Auslösung / Zusammenfassung</translation>
    </message>
    <message>
        <source>Contact proposals</source>
        <translation>Kontaktvorschläge</translation>
    </message>
    <message>
        <source>Resolved contact proposals</source>
        <translation>Erledigte Kontaktvorschläge</translation>
    </message>
    <message>
        <source>Routine proposal (chat-event)</source>
        <translation>Routinevorschlag (chat-event)</translation>
    </message>
    <message>
        <source>Crystal-reject (debug breadcrumb)</source>
        <translation>Kristall-Ablehnung (Debug-Spur)</translation>
    </message>
    <message>
        <source>Chat-event scaffolding (tool use, silence ack)</source>
        <translation>Chat-Ereignis-Gerüst (Werkzeugnutzung, Stille-Quittung)</translation>
    </message>
    <message>
        <source>RSS / Atom feeds</source>
        <translation>RSS-/Atom-Feeds</translation>
    </message>
    <message>
        <source>Mastodon timeline</source>
        <translation>Mastodon-Zeitleiste</translation>
    </message>
    <message>
        <source>Generic API source</source>
        <translation>Allgemeine API-Quelle</translation>
    </message>
    <message>
        <source>Browser extension capture</source>
        <translation>Erfassung per Browser-Erweiterung</translation>
    </message>
    <message>
        <source>Home Assistant state changes</source>
        <translation>Zustandsänderungen aus Home Assistant</translation>
    </message>
    <message>
        <source>Fire receipts</source>
        <translation>Auslösebelege</translation>
    </message>
    <message>
        <source>Sysinfo telemetry</source>
        <translation>Sysinfo-Telemetrie</translation>
    </message>
    <message>
        <source>Heartbeats</source>
        <translation>Lebenszeichen</translation>
    </message>
    <message>
        <source>Assistant-stored facts</source>
        <translation>Vom Assistenten gespeicherte Fakten</translation>
    </message>
    <message>
        <source>Pair codes</source>
        <translation>Kopplungscodes</translation>
    </message>
    <message>
        <source>Unregistered observing source</source>
        <translation>Nicht registrierte beobachtende Quelle</translation>
    </message>
    <message>
        <source>authored: notes you saved on purpose</source>
        <translation>selbst verfasst: Notizen, die Sie bewusst gespeichert haben</translation>
    </message>
    <message>
        <source>how an observation becomes yours</source>
        <translation>so wird eine Beobachtung zu Ihrer eigenen</translation>
    </message>
    <message>
        <source>authored by you or a routine; the summary is what stays</source>
        <translation>von Ihnen oder einer Routine verfasst; die Zusammenfassung bleibt</translation>
    </message>
    <message>
        <source>open while the proposal waits for an answer</source>
        <translation>offen, solange der Vorschlag auf eine Antwort wartet</translation>
    </message>
    <message>
        <source>kept a while after the answer, for the record</source>
        <translation>nach der Antwort eine Weile aufbewahrt, zur Nachvollziehbarkeit</translation>
    </message>
    <message>
        <source>time for you to confirm</source>
        <translation>Zeit, damit Sie bestätigen können</translation>
    </message>
    <message>
        <source>not memory: kept only to look into problems</source>
        <translation>keine Erinnerung: nur zur Fehlersuche aufbewahrt</translation>
    </message>
    <message>
        <source>interface noise</source>
        <translation>Rauschen der Oberfläche</translation>
    </message>
    <message>
        <source>observed; you can change how long they stay</source>
        <translation>beobachtet; Sie können ändern, wie lange sie bleiben</translation>
    </message>
    <message>
        <source>observed; you can change how long they stay, or keep them</source>
        <translation>beobachtet; Sie können ändern, wie lange sie bleiben, oder sie behalten</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <source>a trail of what ran, kept for a while</source>
        <translation>eine Spur dessen, was lief, eine Weile aufbewahrt</translation>
    </message>
    <message>
        <source>observed, frequent, of little lasting value</source>
        <translation>beobachtet, häufig, von geringem bleibendem Wert</translation>
    </message>
    <message>
        <source>a sign that something is alive</source>
        <translation>ein Zeichen, dass etwas lebt</translation>
    </message>
    <message>
        <source>each fact fades by a class chosen from what it says</source>
        <translation>jede Tatsache verblasst nach einer Klasse, die aus ihrem Inhalt gewählt wird</translation>
    </message>
    <message>
        <source>a short-lived secret, never in the lake</source>
        <translation>ein kurzlebiges Geheimnis, nie im See</translation>
    </message>
    <message>
        <source>treated like a generic API source until you configure it</source>
        <translation>wie eine allgemeine API-Quelle behandelt, bis Sie sie einrichten</translation>
    </message>
</context>
<context>
    <name>tarn::TimeFormat</name>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 Std.</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 Std. %2 Min.</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 Std.</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>tarn::ui::AboutDialog</name>
    <message>
        <source>About Tarn</source>
        <translation>Über Tarn</translation>
    </message>
    <message>
        <source>Tarn&apos;s icon</source>
        <translation>Symbol von Tarn</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tarn %1&lt;/h3&gt;&lt;p&gt;A local memory lake: what you author sticks, what is observed wilts, and what you engage with is kept.&lt;/p&gt;&lt;p&gt;Copyright © 2026 The Tarn maintainers.&lt;/p&gt;&lt;p&gt;Tarn is free software: you can redistribute it and/or modify it under the terms of the &lt;a href=&quot;%2&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with absolutely no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tarn %1&lt;/h3&gt;&lt;p&gt;Ein lokaler Gedächtnissee: Was Sie selbst schreiben, bleibt; was beobachtet wird, welkt; und womit Sie sich befassen, wird behalten.&lt;/p&gt;&lt;p&gt;Copyright © 2026 The Tarn maintainers.&lt;/p&gt;&lt;p&gt;Tarn ist freie Software: Sie dürfen es unter den Bedingungen der &lt;a href=&quot;%2&quot;&gt;GNU General Public License&lt;/a&gt;, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later), weitergeben und verändern. Es kommt ohne jede Gewährleistung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>not installed (the package libqt6sql6-psql opens PostgreSQL lakes)</source>
        <translation>nicht installiert (das Paket libqt6sql6-psql öffnet PostgreSQL-Seen)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt %1 (built with %2)&lt;br&gt;SQLite %3&lt;br&gt;PostgreSQL lakes: %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt %1 (erstellt mit %2)&lt;br&gt;SQLite %3&lt;br&gt;PostgreSQL-Seen: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>&lt;p&gt;This window&apos;s lake: %1&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%2&quot;&gt;The manual&lt;/a&gt; · &lt;code&gt;man tarn&lt;/code&gt; for the command line&lt;/p&gt;</source>
        <translation>&lt;p&gt;See dieses Fensters: %1&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%2&quot;&gt;Das Handbuch&lt;/a&gt; · &lt;code&gt;man tarn&lt;/code&gt; für die Kommandozeile&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Lake and manual</source>
        <translation>See und Handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <source>About &amp;Qt…</source>
        <translation>Über &amp;Qt…</translation>
    </message>
    <message>
        <source>German compounds: split with the words of OpenThesaurus (LGPL), built in</source>
        <translation>Deutsche Komposita: mit den Wörtern von OpenThesaurus (LGPL) zerlegt, eingebaut</translation>
    </message>
    <message>
        <source>German compounds: searched whole (built without OpenThesaurus)</source>
        <translation>Deutsche Komposita: nur als Ganzes gesucht (ohne OpenThesaurus gebaut)</translation>
    </message>
</context>
<context>
    <name>tarn::ui::AddSourceDialog</name>
    <message>
        <source>Add a Source</source>
        <translation>Quelle hinzufügen</translation>
    </message>
    <message>
        <source>Settings of %1</source>
        <translation>Einstellungen von %1</translation>
    </message>
    <message>
        <source>e.g. fell-news</source>
        <translation>z. B. fell-news</translation>
    </message>
    <message>
        <source>Lower-case letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;; the deltas carry it as their source</source>
        <translation>Kleinbuchstaben, Ziffern, „-“, „_“ oder „.“; die Deltas tragen ihn als Quelle</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>(kept in the keychain; type to replace)</source>
        <translation>(im Schlüsselbund; tippen zum Ersetzen)</translation>
    </message>
    <message>
        <source>Choose a kind of source.</source>
        <translation>Wählen Sie eine Quellenart.</translation>
    </message>
    <message>
        <source>Give the source a name.</source>
        <translation>Geben Sie der Quelle einen Namen.</translation>
    </message>
    <message>
        <source>The name takes lower-case letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, up to 40 of them.</source>
        <translation>Der Name besteht aus Kleinbuchstaben, Ziffern, „-“, „_“ und „.“, höchstens 40.</translation>
    </message>
    <message>
        <source>(from %1 to %2)</source>
        <translation>(von %1 bis %2)</translation>
    </message>
</context>
<context>
    <name>tarn::ui::ApiPreferencesPage</name>
    <message>
        <source>&amp;Serve the local API (loopback only: 127.0.0.1 and ::1)</source>
        <translation>Die lokale API &amp;bereitstellen (nur Loopback: 127.0.0.1 und ::1)</translation>
    </message>
    <message>
        <source>API port</source>
        <translation>API-Port</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Paired clients</source>
        <translation>Gekoppelte Clients</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Widerrufen</translation>
    </message>
    <message>
        <source>Pair a &amp;client…</source>
        <translation>&amp;Client koppeln…</translation>
    </message>
    <message>
        <source>The API is not running.</source>
        <translation>Die API läuft nicht.</translation>
    </message>
    <message>
        <source>Listening on http://127.0.0.1:%1 and http://[::1]:%1.</source>
        <translation>Lauscht auf http://127.0.0.1:%1 und http://[::1]:%1.</translation>
    </message>
    <message>
        <source>Revoke access</source>
        <translation>Zugriff widerrufen</translation>
    </message>
    <message>
        <source>Revoke “%1”? It can no longer reach Tarn until it pairs again.</source>
        <translation>„%1“ widerrufen? Der Client erreicht Tarn erst wieder, wenn er neu gekoppelt wird.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::ApiTokenModel</name>
    <message>
        <source>read and write</source>
        <translation>lesen und schreiben</translation>
    </message>
    <message>
        <source>read only</source>
        <translation>nur lesen</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Zugriff</translation>
    </message>
    <message>
        <source>Paired</source>
        <translation>Gekoppelt</translation>
    </message>
</context>
<context>
    <name>tarn::ui::Autostart</name>
    <message>
        <source>Keep the memory lake tidy from the tray</source>
        <translation>Den Erinnerungssee aus dem Infobereich aufgeräumt halten</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>tarn::ui::ConfiguredSourceModel</name>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Waiting for its first poll</source>
        <translation>Wartet auf die erste Abfrage</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>jetzt fällig</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Last poll</source>
        <translation>Letzte Abfrage</translation>
    </message>
    <message>
        <source>Next poll</source>
        <translation>Nächste Abfrage</translation>
    </message>
    <message>
        <source>Deltas written</source>
        <translation>Geschriebene Deltas</translation>
    </message>
    <message>
        <source>OK: %1</source>
        <translation>OK: %1</translation>
    </message>
</context>
<context>
    <name>tarn::ui::ConfiguredSourcesPanel</name>
    <message>
        <source>&lt;b&gt;Your sources&lt;/b&gt; — feeds and other places Tarn polls for you</source>
        <translation>&lt;b&gt;Ihre Quellen&lt;/b&gt; — Feeds und andere Orte, die Tarn für Sie abfragt</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <source>Add a feed or another source for Tarn to poll</source>
        <translation>Einen Feed oder eine andere Quelle hinzufügen, die Tarn abfragt</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Einstellunge&amp;n …</translation>
    </message>
    <message>
        <source>Change the selected source&apos;s address, interval or token</source>
        <translation>Adresse, Intervall oder Token der gewählten Quelle ändern</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausieren</translation>
    </message>
    <message>
        <source>P&amp;oll Now</source>
        <translation>Jetzt &amp;abfragen</translation>
    </message>
    <message>
        <source>Ask the selected source for new items now</source>
        <translation>Die gewählte Quelle jetzt nach neuen Einträgen fragen</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Entfernen …</translation>
    </message>
    <message>
        <source>Stop polling the selected source; the deltas it wrote stay until they expire</source>
        <translation>Die gewählte Quelle nicht mehr abfragen; ihre Deltas bleiben, bis sie ablaufen</translation>
    </message>
    <message>
        <source>Could not read your sources: %1</source>
        <translation>Ihre Quellen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 new.</source>
        <translation>%1: %2 neu.</translation>
    </message>
    <message>
        <source>Added %1; Tarn polls it now and then on its schedule.</source>
        <translation>%1 hinzugefügt; Tarn fragt sie jetzt ab und dann nach Zeitplan.</translation>
    </message>
    <message>
        <source>Saved the settings of %1.</source>
        <translation>Einstellungen von %1 gespeichert.</translation>
    </message>
    <message>
        <source>Polling %1…</source>
        <translation>Frage %1 ab …</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <source>Tarn stops polling %1 and forgets its settings. The deltas it wrote stay until they expire.</source>
        <translation>Tarn fragt %1 nicht mehr ab und vergisst die Einstellungen. Die geschriebenen Deltas bleiben, bis sie ablaufen.</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Configured sources</source>
        <translation>Eingerichtete Quellen</translation>
    </message>
    <message>
        <source>&amp;Remove Source</source>
        <translation>Quelle &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>&amp;Behalten</translation>
    </message>
</context>
<context>
    <name>tarn::ui::CorrectDialog</name>
    <message>
        <source>Correct %1</source>
        <translation>%1 berichtigen</translation>
    </message>
    <message>
        <source>What is true now? Tarn writes it as a new delta that supersedes %1; the old one is kept with its lineage but leaves every view.</source>
        <translation>Was stimmt jetzt? Tarn schreibt es als neues Delta, das %1 ersetzt; das alte bleibt mit seiner Herkunft erhalten, verschwindet aber aus allen Ansichten.</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. project:tarn, travel</source>
        <translation>Durch Kommas getrennt, z. B. project:tarn, reise</translation>
    </message>
    <message>
        <source>Who or what it is about</source>
        <translation>Um wen oder was es geht</translation>
    </message>
    <message>
        <source>&amp;Content:</source>
        <translation>&amp;Inhalt:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>&amp;Tags:</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>T&amp;hema:</translation>
    </message>
    <message>
        <source>&amp;Write Correction</source>
        <translation>Berichtigung &amp;schreiben</translation>
    </message>
    <message>
        <source>The content cannot be empty; to drop a delta, use Forget or Mark Invalid.</source>
        <translation>Der Inhalt darf nicht leer sein; um ein Delta zu verwerfen, nutzen Sie Vergessen oder Als ungültig markieren.</translation>
    </message>
    <message>
        <source>Change the content, kind, tags or subject to write a correction.</source>
        <translation>Ändern Sie Inhalt, Art, Tags oder Thema, um eine Berichtigung zu schreiben.</translation>
    </message>
    <message>
        <source>What is true now? Tarn writes it as a new delta of your own that supersedes %1 and sticks; the observation is kept with its lineage but leaves every view.</source>
        <translation>Was stimmt jetzt? Tarn schreibt es als neues, eigenes Delta, das %1 ersetzt und bleibt; die Beobachtung wird mit ihrer Herkunft aufbewahrt, verschwindet aber aus allen Ansichten.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::DashboardPage</name>
    <message>
        <source>Authored</source>
        <translation>Verfasst</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>Wilting today or tomorrow</source>
        <translation>Welkt heute oder morgen</translation>
    </message>
    <message>
        <source>Recent &amp;sweeps</source>
        <translation>Le&amp;tzte Durchläufe</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Read the counts and the sweep history again</source>
        <translation>Zahlen und Verlauf der Durchläufe neu einlesen</translation>
    </message>
    <message>
        <source>Recent sweeps</source>
        <translation>Letzte Durchläufe</translation>
    </message>
    <message>
        <source>No sweeps yet. While Tarn runs, the reaper removes expired deltas every few minutes and soft decay fades unaffirmed ones; each run is listed here.</source>
        <translation>Noch keine Durchläufe. Solange Tarn läuft, entfernt der Aufräumer alle paar Minuten abgelaufene Deltas, und der sanfte Zerfall lässt unbestätigte verblassen; jeder Lauf wird hier aufgeführt.</translation>
    </message>
    <message>
        <source>Could not read the dashboard: %1</source>
        <translation>Die Übersicht ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>never expire</source>
        <translation>laufen nie ab</translation>
    </message>
    <message>
        <source>Written or kept on purpose: they stay until you forget them.</source>
        <translation>Bewusst geschrieben oder behalten: sie bleiben, bis sie vergessen werden.</translation>
    </message>
    <message>
        <source>wilt when their source says</source>
        <translation>welken, wann ihre Quelle es vorgibt</translation>
    </message>
    <message>
        <source>Captured along the way: each expires after its source&apos;s time.</source>
        <translation>Nebenbei erfasst: jedes läuft nach der Frist seiner Quelle ab.</translation>
    </message>
    <message>
        <source>%L1 due by %2</source>
        <translation>%L1 fällig bis %2</translation>
    </message>
    <message>
        <source>Observed deltas that expire between now and midnight at the end of tomorrow; the total counts every day shown, up to midnight at the end of %1.</source>
        <translation>Beobachtete Deltas, die zwischen jetzt und morgen 24 Uhr ablaufen; die Summe zählt alle gezeigten Tage bis %1, 24 Uhr.</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>Stand %1</translation>
    </message>
</context>
<context>
    <name>tarn::ui::DecayPoliciesEditor</name>
    <message>
        <source>Decay policies lower the confidence of, or retract, deltas whose tags or source match a relation glob, in one scope or all. The most specific policy wins; the tarn: and rel: namespaces, engagements and system deltas are never touched. Leave empty for none.</source>
        <translation>Zerfallsregeln senken die Konfidenz von Deltas, deren Tags oder Quelle zu einem Muster passen, oder widerrufen sie, in einem Bereich oder allen. Die spezifischste Regel gewinnt; die Namensräume tarn: und rel:, Reaktionen und Systemdeltas bleiben immer unberührt. Leer lassen für keine.</translation>
    </message>
    <message>
        <source>Decay policies as JSON</source>
        <translation>Zerfallsregeln als JSON</translation>
    </message>
    <message>
        <source>[ { &quot;id&quot;: …, &quot;relation&quot;: &quot;memory:*&quot;, &quot;scope&quot;: &quot;*&quot;, &quot;mode&quot;: &quot;confidence&quot;, &quot;half_life_s&quot;: 604800 } ]</source>
        <translation>[ { &quot;id&quot;: …, &quot;relation&quot;: &quot;memory:*&quot;, &quot;scope&quot;: &quot;*&quot;, &quot;mode&quot;: &quot;confidence&quot;, &quot;half_life_s&quot;: 604800 } ]</translation>
    </message>
    <message>
        <source>TARN_DECAY_POLICIES is set in Tarn&apos;s environment; it is used instead of these.</source>
        <translation>TARN_DECAY_POLICIES ist in Tarns Umgebung gesetzt und wird statt dieser Regeln verwendet.</translation>
    </message>
    <message>
        <source>Insert &amp;example</source>
        <translation>&amp;Beispiel einfügen</translation>
    </message>
    <message>
        <source>No decay policies: the policy sweep does nothing.</source>
        <translation>Keine Zerfallsregeln: der Regellauf tut nichts.</translation>
    </message>
    <message>
        <source>One valid policy.</source>
        <translation>Eine gültige Regel.</translation>
    </message>
    <message>
        <source>%1 valid policies.</source>
        <translation>%1 gültige Regeln.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::DeltaDetailPane</name>
    <message>
        <source>Select a delta to see it in full.</source>
        <translation>Ein Delta auswählen, um es vollständig zu sehen.</translation>
    </message>
    <message>
        <source>never (authored: it sticks)</source>
        <translation>nie (verfasst: bleibt)</translation>
    </message>
    <message>
        <source>%1 (expired, the reaper will take it)</source>
        <translation>%1 (abgelaufen, der Aufräumer entfernt es)</translation>
    </message>
    <message>
        <source>none (plain expiry)</source>
        <translation>keine (einfacher Ablauf)</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Decay class</source>
        <translation>Zerfallsklasse</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Engagements</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message>
        <source>None yet. Affirm, refute or reply to keep what mattered after it wilts.</source>
        <translation>Noch keine. Bestätigen, widerlegen oder antworten, um zu behalten, was wichtig war, auch wenn es welkt.</translation>
    </message>
    <message>
        <source>Engaged</source>
        <translation>Reagiert</translation>
    </message>
    <message>
        <source>Affirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Refuted</source>
        <translation>Widerlegt</translation>
    </message>
    <message>
        <source>Replied</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Delta %1 is no longer in the lake.</source>
        <translation>Delta %1 ist nicht mehr im See.</translation>
    </message>
    <message>
        <source>It wilted and was reaped, or it was forgotten. Engagements that pointed at it still carry its content.</source>
        <translation>Es ist gewelkt und wurde entfernt, oder es wurde vergessen. Reaktionen, die darauf verwiesen, tragen seinen Inhalt weiter.</translation>
    </message>
    <message>
        <source>authored</source>
        <translation>verfasst</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <source>%1 UTC (%2 local, in %3)</source>
        <translation>%1 UTC (%2 Ortszeit, in %3)</translation>
    </message>
    <message>
        <source>Supersedes</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>Superseded by</source>
        <translation>Ersetzt durch</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Geltungsbereich</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medien</translation>
    </message>
    <message>
        <source>%1 (file missing)</source>
        <translation>%1 (Datei fehlt)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>semantic (long-term)</source>
        <translation>semantisch (Langzeit)</translation>
    </message>
    <message>
        <source>episodic</source>
        <translation>episodisch</translation>
    </message>
    <message>
        <source>short-term</source>
        <translation>Kurzzeit</translation>
    </message>
    <message>
        <source>Memory tier</source>
        <translation>Gedächtnisstufe</translation>
    </message>
    <message>
        <source>Recalled</source>
        <translation>Abgerufen</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>%1 × (last %2)</source>
        <translation>%1 × (zuletzt %2)</translation>
    </message>
    <message>
        <source>The selected delta in full</source>
        <translation>Das ausgewählte Delta vollständig</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>Gültig ab</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
</context>
<context>
    <name>tarn::ui::DeltaTableModel</name>
    <message>
        <source>forever</source>
        <translation>für immer</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>Authored</source>
        <translation>Verfasst</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>Observed %1 (UTC)</source>
        <translation>Beobachtet: %1 (UTC)</translation>
    </message>
    <message>
        <source>Expires %1 (UTC)</source>
        <translation>Läuft ab: %1 (UTC)</translation>
    </message>
    <message>
        <source>Authored: never expires</source>
        <translation>Verfasst: läuft nie ab</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <source>Wilts in</source>
        <translation>Welkt in</translation>
    </message>
    <message>
        <source>Authored deltas stick; observed ones wilt when their time is up</source>
        <translation>Verfasste Deltas bleiben; beobachtete welken, wenn ihre Zeit um ist</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Forgotten</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>Observed %1 (UTC)
Published %2 (UTC)</source>
        <translation>Beobachtet: %1 (UTC)
Veröffentlicht: %2 (UTC)</translation>
    </message>
    <message>
        <source>affirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>refuted</source>
        <translation>widerlegt</translation>
    </message>
    <message>
        <source>replied to</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>Engaged: %1</source>
        <translation>Von Ihnen %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>tarn::ui::EmptyLakeView</name>
    <message>
        <source>Your lake is empty</source>
        <translation>Der See ist leer</translation>
    </message>
    <message>
        <source>&lt;p&gt;Things you author will stick; observations will wilt.&lt;/p&gt;&lt;p&gt;Write your first memory, or add a source (a feed, a notes folder, Home Assistant) that observes for you. Assistants reach the same lake through &lt;code&gt;tarn mcp&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Was Sie selbst verfassen, bleibt; Beobachtungen welken.&lt;/p&gt;&lt;p&gt;Schreiben Sie Ihre erste Erinnerung, oder fügen Sie eine Quelle hinzu (einen Feed, einen Notizordner, Home Assistant), die für Sie beobachtet. Assistenten erreichen denselben See über &lt;code&gt;tarn mcp&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Remember…</source>
        <translation>&amp;Merken…</translation>
    </message>
    <message>
        <source>&amp;Add a Source…</source>
        <translation>&amp;Quelle hinzufügen…</translation>
    </message>
</context>
<context>
    <name>tarn::ui::EngageDialog</name>
    <message>
        <source>Affirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Refute</source>
        <translation>Widerlegen</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;Why does this matter to you?</source>
        <translation>&amp;Warum ist das wichtig?</translation>
    </message>
    <message>
        <source>&amp;What is wrong with it?</source>
        <translation>&amp;Was ist daran falsch?</translation>
    </message>
    <message>
        <source>&amp;Your reply:</source>
        <translation>&amp;Antwort:</translation>
    </message>
    <message>
        <source>A sentence is enough; it is kept with what you engage with.</source>
        <translation>Ein Satz genügt; er wird zusammen mit dem Delta aufbewahrt, auf das reagiert wird.</translation>
    </message>
    <message>
        <source>What Tarn will keep (authored, never expires):</source>
        <translation>Was Tarn behält (verfasst, läuft nie ab):</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · %3</translation>
    </message>
    <message>
        <source>authored</source>
        <translation>verfasst</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <source>Source: %1 · Kind: %2 · Tags: %3</source>
        <translation>Quelle: %1 · Art: %2 · Schlagwörter: %3</translation>
    </message>
    <message>
        <source>Keeps its image (%1…)</source>
        <translation>Behält sein Bild (%1…)</translation>
    </message>
    <message>
        <source>Write a reason to save: it is what makes the engagement worth keeping.</source>
        <translation>Zum Speichern eine Begründung schreiben: Erst sie macht die Reaktion behaltenswert.</translation>
    </message>
    <message>
        <source>&amp;Save affirmation</source>
        <translation>Bestätigung &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Save refutation</source>
        <translation>Widerlegung &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Save reply</source>
        <translation>Antwort &amp;speichern</translation>
    </message>
    <message>
        <source>Write why above: here you see the delta Tarn will save, as it will be saved.</source>
        <translation>Schreiben Sie oben, warum: Hier sehen Sie das Delta, das Tarn speichern wird, genau so, wie es gespeichert wird.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::ExpiryChart</name>
    <message>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Deltas due</source>
        <translation>Fällige Deltas</translation>
    </message>
    <message>
        <source>What wilts when (today)</source>
        <translation>Was wann welkt (heute)</translation>
    </message>
    <message>
        <source>What wilts when (next %1 days)</source>
        <translation>Was wann welkt (nächste %1 Tage)</translation>
    </message>
    <message>
        <source>Nothing wilts today.</source>
        <translation>Heute welkt nichts.</translation>
    </message>
    <message>
        <source>Nothing wilts in the next %1 days.</source>
        <translation>In den nächsten %1 Tagen welkt nichts.</translation>
    </message>
    <message>
        <source>Observed deltas that are due to expire will show up here, day by day.</source>
        <translation>Beobachtete Deltas, deren Ablauf ansteht, erscheinen hier Tag für Tag.</translation>
    </message>
    <message>
        <source>%1 on %2: one delta wilts</source>
        <translation>%1 am %2: ein Delta welkt</translation>
    </message>
    <message>
        <source>%1 on %2: %L3 deltas wilt</source>
        <translation>%1 am %2: %L3 Deltas welken</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>%L1 that day in all</source>
        <translation>%L1 an diesem Tag insgesamt</translation>
    </message>
</context>
<context>
    <name>tarn::ui::FileTransferFlow</name>
    <message numerus="yes">
        <source>Imported %Ln deltas from %1.</source>
        <translation>
            <numerusform>%Ln Delta aus %1 importiert.</numerusform>
            <numerusform>%Ln Deltas aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no deltas; nothing was imported.</source>
        <translation>%1 enthält keine Deltas; nichts wurde importiert.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them were longer than the lake keeps and were shortened.</source>
        <translation>
            <numerusform>%Ln davon war länger, als der See aufbewahrt, und wurde gekürzt.</numerusform>
            <numerusform>%Ln davon waren länger, als der See aufbewahrt, und wurden gekürzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln deltas and %L1 images to %2.</source>
        <translation>
            <numerusform>%Ln Delta und %L1 Bilder nach %2 exportiert.</numerusform>
            <numerusform>%Ln Deltas und %L1 Bilder nach %2 exportiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln deltas to %1.</source>
        <translation>
            <numerusform>%Ln Delta nach %1 exportiert.</numerusform>
            <numerusform>%Ln Deltas nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import cancelled; nothing from %1 was written.</source>
        <translation>Import abgebrochen; nichts aus %1 wurde geschrieben.</translation>
    </message>
    <message>
        <source>Export cancelled; %1 was left as it was.</source>
        <translation>Export abgebrochen; %1 blieb, wie es war.</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Nothing from %1 was imported: %2</source>
        <translation>Nichts aus %1 wurde importiert: %2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 wurde nicht geschrieben: %2</translation>
    </message>
    <message>
        <source>Import Deltas</source>
        <translation>Deltas importieren</translation>
    </message>
    <message>
        <source>tarn-export-%1.jsonl</source>
        <translation>tarn-export-%1.jsonl</translation>
    </message>
    <message>
        <source>Export Deltas</source>
        <translation>Deltas exportieren</translation>
    </message>
    <message>
        <source>Tarn exports (*.jsonl)</source>
        <translation>Tarn-Exporte (*.jsonl)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert …</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Export nach %1 …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen …</translation>
    </message>
    <message>
        <source>Tarn exports and other tools&apos; exports (*.jsonl *.json);;All files (*)</source>
        <translation>Tarn-Exporte und Exporte anderer Werkzeuge (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>tarn::ui::FilterBar</name>
    <message>
        <source>Search the lake (Ctrl+F)</source>
        <translation>Den See durchsuchen (Strg+F)</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>Alle Quellen</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Authored and observed</source>
        <translation>Verfasst und beobachtet</translation>
    </message>
    <message>
        <source>Authored only</source>
        <translation>Nur verfasst</translation>
    </message>
    <message>
        <source>Observed only</source>
        <translation>Nur beobachtet</translation>
    </message>
    <message>
        <source>Any scope</source>
        <translation>Jeder Geltungsbereich</translation>
    </message>
    <message>
        <source>Wilting within &amp;24 h</source>
        <translation>Welkt binnen &amp;24 h</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Clear the search and every filter</source>
        <translation>Suche und alle Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Fi&amp;nd:</source>
        <translation>Suche&amp;n:</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Suche leeren</translation>
    </message>
    <message>
        <source>Show deltas from</source>
        <translation>Deltas anzeigen von</translation>
    </message>
    <message>
        <source>Show deltas of kind</source>
        <translation>Deltas anzeigen der Art</translation>
    </message>
    <message>
        <source>Show authored or observed deltas</source>
        <translation>Verfasste oder beobachtete Deltas anzeigen</translation>
    </message>
    <message>
        <source>Show deltas in scope</source>
        <translation>Deltas anzeigen im Geltungsbereich</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1+ matches</source>
        <translation>%1+ Treffer</translation>
    </message>
    <message>
        <source>One match</source>
        <translation>Ein Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln Treffer</numerusform>
            <numerusform>%Ln Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>Forgotten and &amp;invalid</source>
        <translation>Vergessen und &amp;ungültig</translation>
    </message>
    <message>
        <source>Show only what was forgotten or marked invalid; Delta &gt; Restore brings it back</source>
        <translation>Nur Vergessenes und ungültig Markiertes zeigen; Delta &gt; Wiederherstellen holt es zurück</translation>
    </message>
</context>
<context>
    <name>tarn::ui::LakeStatusBar</name>
    <message>
        <source>Reading the lake…</source>
        <translation>Der See wird gelesen …</translation>
    </message>
    <message numerus="yes">
        <source>%n expired, waiting for the reaper</source>
        <translation>
            <numerusform>%n abgelaufen, wartet auf den Aufräumer</numerusform>
            <numerusform>%n abgelaufen, warten auf den Aufräumer</numerusform>
        </translation>
    </message>
    <message>
        <source>Reaper stopped: %1</source>
        <translation>Aufräumer angehalten: %1</translation>
    </message>
    <message>
        <source>Sweeping…</source>
        <translation>Wird aufgeräumt …</translation>
    </message>
    <message>
        <source>Last sweep %1 failed: %2</source>
        <translation>Letzter Durchlauf %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Last sweep %1, nothing wilted</source>
        <translation>Letzter Durchlauf %1, nichts gewelkt</translation>
    </message>
    <message numerus="yes">
        <source>Last sweep %1, %n removed</source>
        <translation>
            <numerusform>Letzter Durchlauf %1, %n entfernt</numerusform>
            <numerusform>Letzter Durchlauf %1, %n entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>No sweep yet</source>
        <translation>Noch kein Durchlauf</translation>
    </message>
    <message>
        <source>next in %1</source>
        <translation>nächster in %1</translation>
    </message>
    <message>
        <source>next now</source>
        <translation>nächster jetzt</translation>
    </message>
    <message>
        <source>%1 deltas: %2 authored, %3 observed · lake %4</source>
        <translation>%1 Deltas: %2 verfasst, %3 beobachtet · See %4</translation>
    </message>
    <message>
        <source>Scheduler paused</source>
        <translation>Zeitplan angehalten</translation>
    </message>
    <message>
        <source>Recall by meaning paused: the embedding server does not answer</source>
        <translation>Erinnern nach Bedeutung pausiert: der Einbettungsserver antwortet nicht</translation>
    </message>
    <message>
        <source>%1
Recall uses words only until it answers; Tarn tries again.</source>
        <translation>%1
Bis er antwortet, erinnert Tarn nur nach Wörtern; Tarn versucht es wieder.</translation>
    </message>
    <message>
        <source>Embedding %1 of %2</source>
        <translation>Einbettung %1 von %2</translation>
    </message>
    <message>
        <source>Giving each memory a vector with %1, for recall by meaning</source>
        <translation>Jede Erinnerung bekommt einen Vektor von %1, für das Erinnern nach Bedeutung</translation>
    </message>
    <message>
        <source>Recall by meaning: %1 embedded</source>
        <translation>Erinnern nach Bedeutung: %1 eingebettet</translation>
    </message>
    <message>
        <source>Every memory has a vector from %1</source>
        <translation>Jede Erinnerung hat einen Vektor von %1</translation>
    </message>
    <message>
        <source>Lake: %1</source>
        <translation>See: %1</translation>
    </message>
    <message>
        <source>Connection to the lake</source>
        <translation>Verbindung zum See</translation>
    </message>
    <message>
        <source>Tarn&apos;s word vectors</source>
        <translation>Tarns Wortvektoren</translation>
    </message>
    <message>
        <source>Recall by meaning is off: the word vectors are not installed</source>
        <translation>Erinnern nach Bedeutung ist aus: die Wortvektoren sind nicht installiert</translation>
    </message>
    <message>
        <source>%1
Recall uses words only.</source>
        <translation>%1
Das Erinnern geht nur nach Wörtern.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::MainWindow</name>
    <message>
        <source>Cannot open the lake: %1</source>
        <translation>Der See lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>Could not read the lake: %1</source>
        <translation>Der See ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;About Tarn</source>
        <translation>Ü&amp;ber Tarn</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Lake</source>
        <translation>&amp;See</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>&amp;Browse</source>
        <translation>Du&amp;rchsuchen</translation>
    </message>
    <message>
        <source>&amp;Wilting soon</source>
        <translation>Bald &amp;welkend</translation>
    </message>
    <message>
        <source>S&amp;ources</source>
        <translation>&amp;Quellen</translation>
    </message>
    <message>
        <source>Da&amp;shboard</source>
        <translation>Üb&amp;ersicht</translation>
    </message>
    <message>
        <source>Saved: %1 is authored and never expires.</source>
        <translation>Gespeichert: %1 ist verfasst und läuft nie ab.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>The engagement was not saved: %1</source>
        <translation>Die Reaktion wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Kept: %1 will stay after the original wilts.</source>
        <translation>Gesichert: %1 bleibt, wenn das Original welkt.</translation>
    </message>
    <message>
        <source>Could not keep it: %1</source>
        <translation>Behalten fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>Fenster &amp;schließen</translation>
    </message>
    <message>
        <source>Read the lake again (F5)</source>
        <translation>Den See neu einlesen (F5)</translation>
    </message>
    <message>
        <source>&amp;Sweep now…</source>
        <translation>Jetzt &amp;aufräumen …</translation>
    </message>
    <message>
        <source>Reap what has expired and run soft decay now; shows what it would remove first</source>
        <translation>Abgelaufenes entfernen und jetzt den sanften Zerfall ausführen; zeigt vorher, was entfernt würde</translation>
    </message>
    <message>
        <source>&amp;Affirm…</source>
        <translation>&amp;Bestätigen …</translation>
    </message>
    <message>
        <source>Keep what this says: an authored copy with your reason (Ctrl+Shift+A)</source>
        <translation>Festhalten, was hier steht: eine verfasste Kopie mit Begründung (Strg+Umschalt+A)</translation>
    </message>
    <message>
        <source>Re&amp;fute…</source>
        <translation>&amp;Widerlegen …</translation>
    </message>
    <message>
        <source>Record that this is wrong, and why (Ctrl+Shift+X)</source>
        <translation>Festhalten, dass dies falsch ist, und warum (Strg+Umschalt+X)</translation>
    </message>
    <message>
        <source>Re&amp;ply…</source>
        <translation>&amp;Antworten …</translation>
    </message>
    <message>
        <source>Answer this with a note of your own (Ctrl+Shift+R)</source>
        <translation>Mit einer eigenen Notiz darauf antworten (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <source>C&amp;lear filters</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Delta</source>
        <translation>De&amp;lta</translation>
    </message>
    <message>
        <source>Lake location</source>
        <translation>Speicherort des Sees</translation>
    </message>
    <message>
        <source>Tarn will open the lake at the new location the next time it starts.</source>
        <translation>Tarn öffnet den See beim nächsten Start am neuen Speicherort.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert …</translation>
    </message>
    <message>
        <source>Copy &amp;content</source>
        <translation>&amp;Inhalt kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;id</source>
        <translation>I&amp;D kopieren</translation>
    </message>
    <message>
        <source>Show only &amp;%1</source>
        <translation>Nur &amp;%1 anzeigen</translation>
    </message>
    <message>
        <source>Nothing matches these filters.</source>
        <translation>Nichts passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>Counting what a sweep would remove…</source>
        <translation>Es wird gezählt, was ein Durchlauf entfernen würde …</translation>
    </message>
    <message>
        <source>Sweep cancelled; what was removed before stays removed.</source>
        <translation>Durchlauf abgebrochen; was bis dahin entfernt wurde, bleibt entfernt.</translation>
    </message>
    <message>
        <source>Sweep failed</source>
        <translation>Durchlauf fehlgeschlagen</translation>
    </message>
    <message>
        <source>The sweep stopped: %1
Nothing was half-done.</source>
        <translation>Der Durchlauf wurde beendet: %1
Nichts blieb halb erledigt.</translation>
    </message>
    <message>
        <source>Nothing has expired and nothing is due for soft decay. Sweep anyway?</source>
        <translation>Nichts ist abgelaufen, und nichts steht zum sanften Zerfall an. Trotzdem aufräumen?</translation>
    </message>
    <message>
        <source>The reaper will delete %1 expired deltas for good; soft decay will remove %2 and lower the confidence of %3.

There is no trash: what the sweep removes is gone. Sweep now?</source>
        <translation>Der Aufräumer löscht %1 abgelaufene Deltas endgültig; der sanfte Zerfall entfernt %2 und senkt die Konfidenz von %3.

Es gibt keinen Papierkorb: Was der Durchlauf entfernt, ist weg. Jetzt aufräumen?</translation>
    </message>
    <message>
        <source>Sweep now</source>
        <translation>Jetzt aufräumen</translation>
    </message>
    <message>
        <source>&amp;Sweep</source>
        <translation>&amp;Aufräumen</translation>
    </message>
    <message>
        <source>Sweeping the lake…</source>
        <translation>Der See wird aufgeräumt …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Tarn is still running</source>
        <translation>Tarn läuft weiter</translation>
    </message>
    <message>
        <source>Tarn keeps the lake tidy from the tray. Choose Quit in its menu to stop it.</source>
        <translation>Tarn hält den See vom Infobereich aus in Ordnung. Zum Beenden dort im Menü „Beenden“ wählen.</translation>
    </message>
    <message>
        <source>&amp;Pair a Client…</source>
        <translation>Client &amp;koppeln…</translation>
    </message>
    <message>
        <source>Show a one-time code that gives a browser extension or script its own API token</source>
        <translation>Einen Einmalcode zeigen, mit dem eine Browser-Erweiterung oder ein Skript ein eigenes API-Token erhält</translation>
    </message>
    <message>
        <source>The local API is not running: %1</source>
        <translation>Die lokale API läuft nicht: %1</translation>
    </message>
    <message>
        <source>Erased %1 for good.</source>
        <translation>%1 endgültig gelöscht.</translation>
    </message>
    <message>
        <source>Forgot %1. Edit &gt; Undo Forget (Ctrl+Z) brings it back.</source>
        <translation>%1 vergessen. Bearbeiten &gt; Vergessen rückgängig (Strg+Z) holt es zurück.</translation>
    </message>
    <message>
        <source>Brought back %1.</source>
        <translation>%1 zurückgeholt.</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Vergessen</translation>
    </message>
    <message>
        <source>Hide this delta from Tarn and every assistant; it can be brought back (Del)</source>
        <translation>Dieses Delta vor Tarn und jedem Assistenten verbergen; es lässt sich zurückholen (Entf)</translation>
    </message>
    <message>
        <source>&amp;Erase for Good…</source>
        <translation>Endgültig &amp;löschen…</translation>
    </message>
    <message>
        <source>Delete this delta, its index entry and any image only it holds; asks first (Shift+Del)</source>
        <translation>Dieses Delta, seinen Indexeintrag und jedes Bild, das nur es hält, löschen; fragt vorher (Umschalt+Entf)</translation>
    </message>
    <message>
        <source>&amp;Undo Forget</source>
        <translation>Vergessen &amp;rückgängig</translation>
    </message>
    <message>
        <source>Erase for Good</source>
        <translation>Endgültig löschen</translation>
    </message>
    <message>
        <source>Erase “%1”?</source>
        <translation>„%1“ löschen?</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>%1 now supersedes %2.</source>
        <translation>%1 ersetzt jetzt %2.</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Nicht geändert</translation>
    </message>
    <message>
        <source>The delta was not changed: %1</source>
        <translation>Das Delta wurde nicht geändert: %1</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>Be&amp;richtigen…</translation>
    </message>
    <message>
        <source>Mark &amp;Invalid</source>
        <translation>Als &amp;ungültig markieren</translation>
    </message>
    <message>
        <source>Keep this delta for the record but hide it: it turned out wrong</source>
        <translation>Dieses Delta für die Akten behalten, aber verbergen: es hat sich als falsch erwiesen</translation>
    </message>
    <message>
        <source>Run &amp;Maintenance Now</source>
        <translation>&amp;Wartung jetzt ausführen</translation>
    </message>
    <message>
        <source>Promote well-used memories a tier, erase conversations past their retention, optimize the search index and give freed space back</source>
        <translation>Oft genutzte Erinnerungen eine Stufe höher heben, Gespräche nach ihrer Aufbewahrungszeit löschen, den Suchindex optimieren und freien Platz zurückgeben</translation>
    </message>
    <message>
        <source>Maintenance running…</source>
        <translation>Wartung läuft …</translation>
    </message>
    <message>
        <source>Maintenance failed: %1</source>
        <translation>Wartung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Preview Memory &amp;Context…</source>
        <translation>&amp;Gedächtniskontext ansehen …</translation>
    </message>
    <message>
        <source>See which memories an assistant would be given for a message</source>
        <translation>Sehen, welche Erinnerungen ein Assistent zu einer Nachricht bekäme</translation>
    </message>
    <message>
        <source>Correct the content, kind, tags or subject: a new delta that supersedes this one (Ctrl+Shift+E)</source>
        <translation>Inhalt, Art, Tags oder Thema berichtigen: ein neues Delta, das dieses ersetzt (Strg+Umschalt+E)</translation>
    </message>
    <message>
        <source>This erases the delta, its search index entry and any image only it holds. It cannot be undone.</source>
        <translation>Damit werden das Delta, sein Eintrag im Suchindex und jedes Bild, das nur es hält, gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>Erased %1 and %2 more that carried its words, for good.</source>
        <translation>%1 und %2 weitere, die seine Worte trugen, endgültig gelöscht.</translation>
    </message>
    <message>
        <source>Forgot %1 and %2 more that carried its words. Edit &gt; Undo Forget (Ctrl+Z) brings them back.</source>
        <translation>%1 und %2 weitere, die seine Worte trugen, vergessen. Bearbeiten &gt; Vergessen rückgängig (Strg+Z) holt sie zurück.</translation>
    </message>
    <message>
        <source>One new delta</source>
        <translation>Ein neues Delta</translation>
    </message>
    <message numerus="yes">
        <source>%n new deltas</source>
        <translation>
            <numerusform>%n neues Delta</numerusform>
            <numerusform>%n neue Deltas</numerusform>
        </translation>
    </message>
    <message>
        <source>Another Tarn sharing this lake is sweeping it now; its sweep removes what is due.</source>
        <translation>Ein anderes Tarn, das diesen See mitbenutzt, räumt ihn gerade auf; dabei wird entfernt, was fällig ist.</translation>
    </message>
    <message>
        <source>%1 — Tarn</source>
        <translation>%1 — Tarn</translation>
    </message>
    <message>
        <source>The password for %1 is in the keychain.</source>
        <translation>Das Passwort für %1 liegt im Schlüsselbund.</translation>
    </message>
    <message>
        <source>The keychain did not take the password for %1: %2. Tarn uses it until it quits.</source>
        <translation>Der Schlüsselbund hat das Passwort für %1 nicht angenommen: %2. Tarn verwendet es, bis es beendet wird.</translation>
    </message>
    <message>
        <source>The connection to %1 may be unencrypted (sslmode=%2): add ?sslmode=require to the lake&apos;s address in Preferences.</source>
        <translation>Die Verbindung zu %1 ist womöglich unverschlüsselt (sslmode=%2): In den Einstellungen ?sslmode=require an die Adresse des Sees anhängen.</translation>
    </message>
    <message>
        <source>Lost the connection to %1; retrying…</source>
        <translation>Verbindung zu %1 abgebrochen; neuer Versuch läuft …</translation>
    </message>
    <message>
        <source>Connected to %1 again.</source>
        <translation>Wieder mit %1 verbunden.</translation>
    </message>
    <message>
        <source>Tarn &amp;Manual</source>
        <translation>Tarn-&amp;Handbuch</translation>
    </message>
    <message>
        <source>Could not open the manual at %1</source>
        <translation>Das Handbuch unter %1 ließ sich nicht öffnen</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Remembered: %1 is authored and never expires.</source>
        <translation>Gemerkt: %1 ist selbst verfasst und läuft nie ab.</translation>
    </message>
    <message>
        <source>The memory was not saved: %1</source>
        <translation>Die Erinnerung wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>&amp;Remember…</source>
        <translation>&amp;Merken…</translation>
    </message>
    <message>
        <source>Write a memory of your own: it is authored and sticks (Ctrl+N)</source>
        <translation>Eine eigene Erinnerung schreiben: Sie ist selbst verfasst und bleibt (Strg+N)</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Marked %1 invalid. Edit &gt; Undo Mark Invalid (Ctrl+Z) brings it back.</source>
        <translation>%1 als ungültig markiert. Bearbeiten &gt; Ungültig-Markierung rückgängig (Strg+Z) holt es zurück.</translation>
    </message>
    <message>
        <source>Deltas</source>
        <translation>Deltas</translation>
    </message>
    <message>
        <source>&amp;Undo Mark Invalid</source>
        <translation>Ungültig-Markierung &amp;rückgängig</translation>
    </message>
    <message>
        <source>%1 of disk space given back.</source>
        <translation>%1 Speicherplatz freigegeben.</translation>
    </message>
    <message>
        <source>No disk space to give back.</source>
        <translation>Kein Speicherplatz freizugeben.</translation>
    </message>
    <message>
        <source>one memory moved to a longer-lived tier</source>
        <translation>eine Erinnerung in eine langlebigere Stufe verschoben</translation>
    </message>
    <message numerus="yes">
        <source>%Ln memories moved to a longer-lived tier</source>
        <translation>
            <numerusform>%Ln Erinnerung in eine langlebigere Stufe verschoben</numerusform>
            <numerusform>%Ln Erinnerungen in eine langlebigere Stufe verschoben</numerusform>
        </translation>
    </message>
    <message>
        <source>one old conversation turn erased</source>
        <translation>ein alter Gesprächsbeitrag gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>%Ln old conversation turns erased</source>
        <translation>
            <numerusform>%Ln alter Gesprächsbeitrag gelöscht</numerusform>
            <numerusform>%Ln alte Gesprächsbeiträge gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <source>Maintenance done: nothing to move or erase.</source>
        <translation>Wartung erledigt: nichts zu verschieben oder zu löschen.</translation>
    </message>
    <message>
        <source>Maintenance done: %1.</source>
        <translation>Wartung erledigt: %1.</translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation>Bei der Anmeldung starten</translation>
    </message>
    <message>
        <source>Tarn could not write its autostart entry at %1.</source>
        <translation>Tarn konnte seinen Autostart-Eintrag unter %1 nicht schreiben.</translation>
    </message>
    <message>
        <source>Tarn could not remove its autostart entry at %1.</source>
        <translation>Tarn konnte seinen Autostart-Eintrag unter %1 nicht entfernen.</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The oldest first (Ctrl+End); click When to turn the order round again.</source>
        <translation>Das Älteste zuerst (Strg+Ende); ein Klick auf „Wann“ kehrt die Reihenfolge wieder um.</translation>
    </message>
    <message>
        <source>Order reversed (Ctrl+End): by %1, the last first.</source>
        <translation>Reihenfolge umgekehrt (Strg+Ende): nach %1, das Letzte zuerst.</translation>
    </message>
    <message>
        <source>Res&amp;tore</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Bring back a forgotten delta, or mark an invalid one valid again (Ctrl+Shift+B)</source>
        <translation>Ein vergessenes Delta zurückholen oder ein ungültiges wieder als gültig markieren (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>&amp;Open Lake…</source>
        <translation>See ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open another lake in a window of its own</source>
        <translation>Einen anderen See in einem eigenen Fenster öffnen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message>
        <source>Write every delta, with its images, to a JSONL file</source>
        <translation>Alle Deltas mit ihren Bildern in eine JSONL-Datei schreiben</translation>
    </message>
    <message>
        <source>Local API</source>
        <translation>Lokale API</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program, most likely Tarn with another lake open, so the local API of %2 is not running.</source>
        <translation>Port %1 wird von einem anderen Programm belegt, wahrscheinlich von Tarn mit einem anderen geöffneten See; deshalb läuft die lokale API von %2 nicht.</translation>
    </message>
    <message>
        <source>Port %1 is free. Use it for this lake from now on? Clients of this lake then connect to port %1; the other lake keeps port %2.</source>
        <translation>Port %1 ist frei. Ab jetzt für diesen See verwenden? Clients dieses Sees verbinden sich dann mit Port %1; der andere See behält Port %2.</translation>
    </message>
    <message>
        <source>Use Port %1</source>
        <translation>Port %1 verwenden</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Bring in a Tarn export, or memories from ChatGPT, Claude, an MCP memory file or mem0; all or nothing</source>
        <translation>Einen Tarn-Export oder Erinnerungen aus ChatGPT, Claude, einer MCP-Memory-Datei oder mem0 übernehmen; alles oder nichts</translation>
    </message>
</context>
<context>
    <name>tarn::ui::MemoryContextDialog</name>
    <message>
        <source>Preview Memory Context</source>
        <translation>Gedächtniskontext ansehen</translation>
    </message>
    <message>
        <source>A message, e.g. what should I cook tonight?</source>
        <translation>Eine Nachricht, z. B. Was soll ich heute Abend kochen?</translation>
    </message>
    <message>
        <source>Message to find memories for</source>
        <translation>Nachricht, zu der Erinnerungen gesucht werden</translation>
    </message>
    <message>
        <source>Memory context</source>
        <translation>Gedächtniskontext</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Assistants get no memory context while it is off in Preferences → Memory; this is what they would get with it on.</source>
        <translation>Assistenten bekommen keinen Gedächtniskontext, solange er in Einstellungen → Gedächtnis ausgeschaltet ist; dies bekämen sie, wenn er eingeschaltet wäre.</translation>
    </message>
    <message>
        <source>Looking…</source>
        <translation>Suche …</translation>
    </message>
    <message>
        <source>No lasting memory at least %1 sure matches this message.</source>
        <translation>Keine dauerhafte Erinnerung, die mindestens %1 sicher ist, passt zu dieser Nachricht.</translation>
    </message>
    <message>
        <source>Memories in the context: %1; characters: %2. More matched than the bounds allow.</source>
        <translation>Erinnerungen im Kontext: %1; Zeichen: %2. Es passten mehr, als die Grenzen erlauben.</translation>
    </message>
    <message>
        <source>Memories in the context: %1; characters: %2.</source>
        <translation>Erinnerungen im Kontext: %1; Zeichen: %2.</translation>
    </message>
    <message>
        <source>(Off for assistants.)</source>
        <translation>(Für Assistenten ausgeschaltet.)</translation>
    </message>
    <message>
        <source>What an assistant would be given before it answers this message: lasting memories and matching events, within the bounds set in Preferences → Memory (items: at most %1; characters: at most %2).</source>
        <translation>Was ein Assistent bekäme, bevor er auf diese Nachricht antwortet: dauerhafte Erinnerungen und passende Ereignisse, in den Grenzen aus Einstellungen → Gedächtnis (Einträge: höchstens %1; Zeichen: höchstens %2).</translation>
    </message>
    <message>
        <source>Why these:</source>
        <translation>Warum diese:</translation>
    </message>
    <message>
        <source>Why these memories</source>
        <translation>Warum diese Erinnerungen</translation>
    </message>
    <message>
        <source>Looking for: %1</source>
        <translation>Gesucht wird: %1</translation>
    </message>
    <message>
        <source>Common in the lake: only the newest %1 matches of the question&apos;s words, and the newest %1 of your own memories and events, were ranked.</source>
        <translation>Häufig im See: Gewertet wurden nur die neuesten %1 Treffer der Wörter der Frage und die neuesten %1 Ihrer eigenen Erinnerungen und Ereignisse.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::MemoryPreferencesPage</name>
    <message>
        <source>Recall for assistants</source>
        <translation>Erinnern für Assistenten</translation>
    </message>
    <message>
        <source>Give assistants a memory conte&amp;xt for each turn</source>
        <translation>Assistenten für jeden Schritt einen Gedächtnis&amp;kontext geben</translation>
    </message>
    <message>
        <source> memories</source>
        <translation> Erinnerungen</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> Zeichen</translation>
    </message>
    <message>
        <source>At mos&amp;t:</source>
        <translation>Hö&amp;chstens:</translation>
    </message>
    <message>
        <source>And at most:</source>
        <translation>Und höchstens:</translation>
    </message>
    <message>
        <source>Minimum co&amp;nfidence:</source>
        <translation>Mindest&amp;sicherheit:</translation>
    </message>
    <message>
        <source>Only lasting memories (profile, facts, preferences, goals, decisions) go into the context, best first. A captured statement less sure than the minimum is kept in its conversation but not made a memory.</source>
        <translation>Nur dauerhafte Erinnerungen (Profil, Fakten, Vorlieben, Ziele, Entscheidungen) kommen in den Kontext, die besten zuerst. Eine erfasste Aussage, die weniger sicher ist als das Minimum, bleibt in ihrem Gespräch, wird aber keine Erinnerung.</translation>
    </message>
    <message>
        <source>Capture from conversations</source>
        <translation>Aus Gesprächen erfassen</translation>
    </message>
    <message>
        <source>Let assistants capture con&amp;versation turns</source>
        <translation>Assistenten Gesprächsschritte &amp;erfassen lassen</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>For ever</source>
        <translation>Für immer</translation>
    </message>
    <message>
        <source>Keep conversations &amp;for:</source>
        <translation>Gespräche &amp;behalten für:</translation>
    </message>
    <message>
        <source>A captured turn is kept as an episode; what you ask to be remembered, your name and your preferences become memories, which stay after the episode is erased.</source>
        <translation>Ein erfasster Schritt wird als Episode behalten; was Sie sich merken lassen, Ihr Name und Ihre Vorlieben werden zu Erinnerungen, die bleiben, wenn die Episode gelöscht ist.</translation>
    </message>
    <message>
        <source>Recall by meaning</source>
        <translation>Erinnern nach Bedeutung</translation>
    </message>
    <message>
        <source>Ollama (/api/embed)</source>
        <translation>Ollama (/api/embed)</translation>
    </message>
    <message>
        <source>OpenAI-compatible (/v1/embeddings)</source>
        <translation>OpenAI-kompatibel (/v1/embeddings)</translation>
    </message>
    <message>
        <source>Mo&amp;del:</source>
        <translation>Mo&amp;dell:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protokoll:</translation>
    </message>
    <message>
        <source>Give the server&apos;s address and a model first.</source>
        <translation>Geben Sie zuerst die Adresse des Servers und ein Modell an.</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>%1 wird gefragt …</translation>
    </message>
    <message>
        <source>Tarn checks that it can embed this sentence.</source>
        <translation>Tarn prüft, ob es diesen Satz einbetten kann.</translation>
    </message>
    <message>
        <source>It works: %1 gives vectors of %2 numbers.</source>
        <translation>Es funktioniert: %1 liefert Vektoren aus %2 Zahlen.</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Embedding &amp;server:</source>
        <translation>Einbettungsser&amp;ver:</translation>
    </message>
    <message>
        <source>Without a server, use Tarn&apos;s own &amp;word vectors</source>
        <translation>Ohne Server Tarns eigene &amp;Wortvektoren verwenden</translation>
    </message>
    <message>
        <source>%1 English words</source>
        <translation>%1 englische Wörter</translation>
    </message>
    <message>
        <source>not installed (scripts/deps.sh)</source>
        <translation>nicht installiert (scripts/deps.sh)</translation>
    </message>
    <message>
        <source>Each memory and turn gets a vector in the background, so recall also finds what you asked in other words. The word vectors stay on this computer; a server here knows more and is used instead. With neither, recall goes by words.</source>
        <translation>Jede Erinnerung und jeder Gesprächsbeitrag bekommt im Hintergrund einen Vektor, so findet das Erinnern auch, was Sie mit anderen Worten fragen. Die Wortvektoren bleiben auf diesem Computer; ein Server hier weiß mehr und wird stattdessen verwendet. Ohne beides geht das Erinnern nach Wörtern.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::OpenLakeDialog</name>
    <message>
        <source>Open Lake</source>
        <translation>See öffnen</translation>
    </message>
    <message>
        <source>&amp;Lake file or server:</source>
        <translation>See-&amp;Datei oder Server:</translation>
    </message>
    <message>
        <source>Lake file or server</source>
        <translation>See-Datei oder Server</translation>
    </message>
    <message>
        <source>/path/to/lake.sqlite or postgresql://user@host/tarn</source>
        <translation>/pfad/zu/lake.sqlite oder postgresql://benutzer@host/tarn</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>It opens in a window of its own, beside this one. A file that does not exist yet becomes a new, empty lake. A server&apos;s password is asked for once and kept in the system keychain.</source>
        <translation>Er öffnet sich in einem eigenen Fenster neben diesem. Eine Datei, die es noch nicht gibt, wird ein neuer, leerer See. Das Passwort eines Servers wird einmal abgefragt und im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>Tarn lakes (*.sqlite *.db *.lake);;All files (*)</source>
        <translation>Tarn-Seen (*.sqlite *.db *.lake);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Name a lake file or a postgresql:// server.</source>
        <translation>Nennen Sie eine See-Datei oder einen postgresql://-Server.</translation>
    </message>
    <message>
        <source>This window shows that lake already.</source>
        <translation>Dieses Fenster zeigt diesen See bereits.</translation>
    </message>
    <message>
        <source>%1 is a folder; name a lake file in it.</source>
        <translation>%1 ist ein Ordner; nennen Sie eine See-Datei darin.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::PairingDialog</name>
    <message>
        <source>Pair a Client</source>
        <translation>Client koppeln</translation>
    </message>
    <message>
        <source>A browser extension, script or other app asks for this code once, to receive its own token for Tarn&apos;s local API (POST /v1/pair). The code works one time and for 10 minutes; Tarn keeps it only in the system keychain.</source>
        <translation>Eine Browser-Erweiterung, ein Skript oder eine andere App fragt einmal nach diesem Code, um ein eigenes Token für Tarns lokale API zu erhalten (POST /v1/pair). Der Code gilt einmal und 10 Minuten lang; Tarn verwahrt ihn nur im Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <source>Read and write (capture, engage, sweep)</source>
        <translation>Lesen und schreiben (erfassen, reagieren, Zerfallslauf)</translation>
    </message>
    <message>
        <source>Read only (recall, list, stats)</source>
        <translation>Nur lesen (erinnern, auflisten, Statistik)</translation>
    </message>
    <message>
        <source>&amp;Access:</source>
        <translation>&amp;Zugriff:</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Neuer Code</translation>
    </message>
    <message>
        <source>The local API is switched off. Turn it on in Preferences → API to pair clients.</source>
        <translation>Die lokale API ist ausgeschaltet. Schalten Sie sie unter Einstellungen → API ein, um Clients zu koppeln.</translation>
    </message>
    <message>
        <source>Asking the keychain for a code…</source>
        <translation>Frage den Schlüsselbund nach einem Code…</translation>
    </message>
    <message>
        <source>This code has expired. Ask for a new one.</source>
        <translation>Dieser Code ist abgelaufen. Lassen Sie einen neuen anzeigen.</translation>
    </message>
    <message>
        <source>Valid for %1:%2 more, once.</source>
        <translation>Noch %1:%2 gültig, einmal.</translation>
    </message>
    <message>
        <source>A client has paired with this code. Ask for a new code to pair another.</source>
        <translation>Ein Client hat sich mit diesem Code gekoppelt. Fordern Sie einen neuen Code an, um einen weiteren zu koppeln.</translation>
    </message>
    <message numerus="yes">
        <source>Someone entered %n wrong codes, so this code was burned and can no longer pair anything. Check that only your own client is asking, then ask for a new code.</source>
        <translation>
            <numerusform>Jemand hat %n falschen Code eingegeben, daher wurde dieser Code verbrannt und kann nichts mehr koppeln. Prüfen Sie, dass nur Ihr eigener Client fragt, und fordern Sie dann einen neuen Code an.</numerusform>
            <numerusform>Jemand hat %n falsche Codes eingegeben, daher wurde dieser Code verbrannt und kann nichts mehr koppeln. Prüfen Sie, dass nur Ihr eigener Client fragt, und fordern Sie dann einen neuen Code an.</numerusform>
        </translation>
    </message>
    <message>
        <source>A newer code was issued elsewhere (tarn pair), so this one no longer works. Ask for a new code.</source>
        <translation>Anderswo (tarn pair) wurde ein neuerer Code ausgegeben, daher gilt dieser nicht mehr. Fordern Sie einen neuen Code an.</translation>
    </message>
    <message>
        <source>Paired</source>
        <translation>Gekoppelt</translation>
    </message>
    <message>
        <source>Paired with %1 (%2). To pair another client, ask for a new code.</source>
        <translation>Gekoppelt mit %1 (%2). Um einen weiteren Client zu koppeln, fordern Sie einen neuen Code an.</translation>
    </message>
    <message>
        <source>an unnamed client</source>
        <translation>einem unbenannten Client</translation>
    </message>
    <message>
        <source>read and write</source>
        <translation>lesen und schreiben</translation>
    </message>
    <message>
        <source>read only</source>
        <translation>nur lesen</translation>
    </message>
    <message>
        <source>Pair &amp;Another</source>
        <translation>&amp;Weiteren koppeln</translation>
    </message>
</context>
<context>
    <name>tarn::ui::Preferences</name>
    <message>
        <source>The reaper must run at least once a day and at most once a minute.</source>
        <translation>Der Aufräumer muss mindestens einmal am Tag und höchstens einmal pro Minute laufen.</translation>
    </message>
    <message>
        <source>Soft decay must run at least once a week and at most every 5 minutes.</source>
        <translation>Der sanfte Zerfall muss mindestens einmal pro Woche und höchstens alle 5 Minuten laufen.</translation>
    </message>
    <message>
        <source>The lake file needs a full path; “%1” is relative.</source>
        <translation>Die See-Datei braucht einen vollständigen Pfad; „%1“ ist relativ.</translation>
    </message>
    <message>
        <source>%1 is a folder. Choose a file inside it, such as lake.sqlite.</source>
        <translation>%1 ist ein Ordner. Bitte eine Datei darin wählen, etwa lake.sqlite.</translation>
    </message>
    <message>
        <source>Tarn cannot write to %1.</source>
        <translation>Tarn kann nicht in %1 schreiben.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created: %2 is a file.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: %2 ist eine Datei.</translation>
    </message>
    <message>
        <source>Tarn cannot write to the folder %1.</source>
        <translation>Tarn kann nicht in den Ordner %1 schreiben.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created: %2 is not writable.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: %2 ist nicht beschreibbar.</translation>
    </message>
    <message>
        <source>Leave the password out of the address: type it in the password field, and Tarn keeps it in the keychain.</source>
        <translation>Das Passwort gehört nicht in die Adresse: Bitte ins Passwortfeld eingeben, dann verwahrt Tarn es im Schlüsselbund.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::PreferencesDialog</name>
    <message>
        <source>Tarn Preferences</source>
        <translation>Tarn-Einstellungen</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <source>Reaper interval in minutes</source>
        <translation>Intervall des Aufräumers in Minuten</translation>
    </message>
    <message>
        <source>&amp;Reaper runs every</source>
        <translation>&amp;Aufräumer läuft alle</translation>
    </message>
    <message>
        <source>Soft decay interval</source>
        <translation>Intervall des sanften Zerfalls</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Soft decay interval unit</source>
        <translation>Einheit des Intervalls für den sanften Zerfall</translation>
    </message>
    <message>
        <source>Soft &amp;decay runs every</source>
        <translation>Sanfter &amp;Zerfall läuft alle</translation>
    </message>
    <message>
        <source>The reaper deletes observed deltas whose time is up. Soft decay lowers the confidence of idle deltas near their end and removes those that fade away.</source>
        <translation>Der Aufräumer löscht beobachtete Deltas, deren Zeit um ist. Der sanfte Zerfall senkt die Konfidenz ungenutzter Deltas kurz vor ihrem Ende und entfernt die, die verblassen.</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Default location</source>
        <translation>Standardort</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>R&amp;estore defaults</source>
        <translation>Standard&amp;werte wiederherstellen</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Lake file</source>
        <translation>See-Datei</translation>
    </message>
    <message>
        <source>Tarn lakes (*.sqlite);;All files (*)</source>
        <translation>Tarn-Seen (*.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <source>Decay &amp;policies</source>
        <translation>&amp;Zerfallsregeln</translation>
    </message>
    <message>
        <source>&amp;API</source>
        <translation>A&amp;PI</translation>
    </message>
    <message>
        <source>Reaper every 5 minutes, soft decay every hour, the default lake location and memory settings</source>
        <translation>Aufräumer alle 5 Minuten, sanfter Zerfall stündlich, der Standardort des Sees und die Standard-Gedächtnis-Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>&amp;Gedächtnis</translation>
    </message>
    <message>
        <source>Lake location</source>
        <translation>Ort des Sees</translation>
    </message>
    <message>
        <source>A lake file, or postgresql://user@host/database for a lake on a server</source>
        <translation>Eine See-Datei, oder postgresql://benutzer@host/datenbank für einen See auf einem Server</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>Choose a lake file</source>
        <translation>Eine See-Datei wählen</translation>
    </message>
    <message>
        <source>Kept in the keychain; empty keeps the stored one</source>
        <translation>Liegt im Schlüsselbund; leer lässt das gespeicherte</translation>
    </message>
    <message>
        <source>Lake server password</source>
        <translation>Passwort des See-Servers</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Test the connection to the lake&apos;s server</source>
        <translation>Die Verbindung zum Server des Sees testen</translation>
    </message>
    <message>
        <source>A new lake location takes effect the next time Tarn starts; the current lake stays where it is. Give a file, or postgresql://user@host/database for a lake on a PostgreSQL server; leave the field empty for the default location.</source>
        <translation>Ein neuer Ort des Sees gilt ab dem nächsten Start von Tarn; der aktuelle See bleibt, wo er ist. Eine Datei angeben, oder postgresql://benutzer@host/datenbank für einen See auf einem PostgreSQL-Server; für den Standardort das Feld leer lassen.</translation>
    </message>
    <message>
        <source>The connection to %1 may travel unencrypted (sslmode=%2). For a server on another machine add ?sslmode=require, or verify-full to check its certificate.</source>
        <translation>Die Verbindung zu %1 läuft womöglich unverschlüsselt (sslmode=%2). Für einen Server auf einem anderen Rechner ?sslmode=require anhängen, oder verify-full, um sein Zertifikat zu prüfen.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Arbeitsumgebung</translation>
    </message>
    <message>
        <source>&amp;Keep Tarn running in the tray when the window closes</source>
        <translation>Tarn im Infobereich weiter&amp;laufen lassen, wenn das Fenster geschlossen wird</translation>
    </message>
    <message>
        <source>Otherwise closing the window quits Tarn, and nothing sweeps until it starts again</source>
        <translation>Sonst beendet das Schließen des Fensters Tarn, und nichts räumt auf, bis es wieder startet</translation>
    </message>
    <message>
        <source>&amp;Notify when a sweep removes deltas</source>
        <translation>&amp;Benachrichtigen, wenn ein Durchlauf Deltas entfernt</translation>
    </message>
    <message>
        <source>Start Tarn in the tray when I log &amp;in</source>
        <translation>Tarn bei der Anmeldung im Infobereich &amp;starten</translation>
    </message>
    <message>
        <source>An autostart entry for your desktop, in %1</source>
        <translation>Ein Autostart-Eintrag für Ihre Arbeitsumgebung, in %1</translation>
    </message>
</context>
<context>
    <name>tarn::ui::RememberDialog</name>
    <message>
        <source>Remember</source>
        <translation>Merken</translation>
    </message>
    <message>
        <source>Write one thing to remember. What you write yourself is authored: it sticks until you forget it, and assistants find it when they recall.</source>
        <translation>Schreiben Sie eine Sache auf, die Tarn sich merken soll. Was Sie selbst schreiben, ist selbst verfasst: Es bleibt, bis Sie es vergessen, und Assistenten finden es, wenn sie sich erinnern.</translation>
    </message>
    <message>
        <source>e.g. My passport expires in March 2028.</source>
        <translation>z. B. Mein Reisepass läuft im März 2028 ab.</translation>
    </message>
    <message>
        <source>What to remember</source>
        <translation>Was Tarn sich merken soll</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. project:tarn, travel</source>
        <translation>Durch Kommas getrennt, z. B. project:tarn, reise</translation>
    </message>
    <message>
        <source>Who or what it is about</source>
        <translation>Um wen oder was es geht</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>Kein Bild</translation>
    </message>
    <message>
        <source>C&amp;hoose Image…</source>
        <translation>Bild &amp;wählen…</translation>
    </message>
    <message>
        <source>&amp;No Image</source>
        <translation>&amp;Kein Bild</translation>
    </message>
    <message>
        <source>&amp;Content:</source>
        <translation>&amp;Inhalt:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>&amp;Tags:</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>T&amp;hema:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Bild:</translation>
    </message>
    <message>
        <source>&amp;Remember</source>
        <translation>&amp;Merken</translation>
    </message>
    <message>
        <source>Choose an Image</source>
        <translation>Ein Bild wählen</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Bilder (%1)</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <source>%1 is %2; an image can be at most %3.</source>
        <translation>%1 ist %2 groß; ein Bild darf höchstens %3 groß sein.</translation>
    </message>
    <message>
        <source>%1 is not an image Tarn can show (%2).</source>
        <translation>%1 ist kein Bild, das Tarn anzeigen kann (%2).</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>Write what to remember.</source>
        <translation>Schreiben Sie, was Tarn sich merken soll.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Clear the search (in the search box)</source>
        <translation>Suche leeren (im Suchfeld)</translation>
    </message>
    <message>
        <source>Move to the next or previous control</source>
        <translation>Zum nächsten oder vorigen Bedienelement</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Save (in Affirm, Refute, Reply and Correct)</source>
        <translation>Speichern (in Bestätigen, Widerlegen, Antworten und Berichtigen)</translation>
    </message>
    <message>
        <source>Go to the last delta: the order turns round, the oldest first (in the list)</source>
        <translation>Zum letzten Delta: die Reihenfolge kehrt sich um, das Älteste zuerst (in der Liste)</translation>
    </message>
    <message>
        <source>Sort by a column, or turn its order round (click its header)</source>
        <translation>Nach einer Spalte sortieren oder ihre Reihenfolge umkehren (Klick auf ihren Kopf)</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
</context>
<context>
    <name>tarn::ui::SourceSettingsDialog</name>
    <message>
        <source>Settings for %1</source>
        <translation>Einstellungen für %1</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Kategorie:</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1 (angepasst)</translation>
    </message>
    <message>
        <source>Now:</source>
        <translation>Aktuell:</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Deltas:</source>
        <translation>Deltas:</translation>
    </message>
    <message>
        <source>Expire after</source>
        <translation>Ablauf nach</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>&amp;Never expire</source>
        <translation>Läuft &amp;nie ab</translation>
    </message>
    <message>
        <source>Deltas from this source stick, like authored ones</source>
        <translation>Deltas aus dieser Quelle bleiben, wie verfasste</translation>
    </message>
    <message>
        <source>Observed deltas always wilt; affirm what matters to keep it</source>
        <translation>Beobachtete Deltas welken immer; Wichtiges bestätigen, um es zu behalten</translation>
    </message>
    <message>
        <source>Expire &amp;after:</source>
        <translation>&amp;Ablauf nach:</translation>
    </message>
    <message>
        <source>&amp;Decay class:</source>
        <translation>&amp;Zerfallsklasse:</translation>
    </message>
    <message>
        <source>&amp;Re-time existing deltas</source>
        <translation>Ablauf bestehender Deltas neu &amp;berechnen</translation>
    </message>
    <message>
        <source>Give the source&apos;s unexpired plain-TTL deltas the new expiry, counted from when each was observed. Without this, only new deltas take the setting.</source>
        <translation>Den nicht abgelaufenen Deltas der Quelle mit einfacher Lebensdauer den neuen Ablauf geben, gerechnet ab ihrer Beobachtung. Ohne diese Option gilt die Einstellung nur für neue Deltas.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>Standard&amp;werte wiederherstellen</translation>
    </message>
    <message>
        <source>Fill in seed 000&apos;s default: %1</source>
        <translation>Standard aus Seed 000 eintragen: %1</translation>
    </message>
    <message>
        <source>%1 are never stored in the lake, so there is nothing to set.</source>
        <translation>%1 werden nie im See gespeichert, daher gibt es nichts einzustellen.</translation>
    </message>
    <message>
        <source>Authored: never expires (seed 000).</source>
        <translation>Verfasst: läuft nie ab (Seed 000).</translation>
    </message>
    <message>
        <source>Each fact from this source gets a decay class chosen from its content (seed 004), unless you pick one class for all of them here.</source>
        <translation>Jeder Fakt aus dieser Quelle erhält eine Zerfallsklasse nach seinem Inhalt (Seed 004), außer hier wird eine Klasse für alle gewählt.</translation>
    </message>
    <message>
        <source>Authored: never expires by default (seed 000). Give it an expiry only if its new deltas should wilt like observations.</source>
        <translation>Verfasst: läuft standardmäßig nie ab (Seed 000). Nur dann einen Ablauf setzen, wenn neue Deltas wie Beobachtungen welken sollen.</translation>
    </message>
    <message>
        <source>Facts the heuristics leave unclassified use the expiry above.</source>
        <translation>Fakten, die die Heuristik nicht einstuft, verwenden den Ablauf oben.</translation>
    </message>
    <message>
        <source>Each delta expires the time above after it was observed.</source>
        <translation>Jedes Delta läuft um die oben genannte Zeit nach seiner Beobachtung ab.</translation>
    </message>
    <message>
        <source>New deltas never expire.</source>
        <translation>Neue Deltas laufen nie ab.</translation>
    </message>
    <message>
        <source>New deltas live %1; recalling one starts its %1 again.</source>
        <translation>Neue Deltas leben %1; wird eines abgerufen, beginnen seine %1 von vorn.</translation>
    </message>
    <message>
        <source>New deltas live %1; recall does not extend it.</source>
        <translation>Neue Deltas leben %1; Abrufen verlängert das nicht.</translation>
    </message>
    <message>
        <source>Re-timing gives existing deltas without a class the expiry above.</source>
        <translation>Die Neuberechnung gibt bestehenden Deltas ohne Klasse den Ablauf oben.</translation>
    </message>
    <message>
        <source>%1 cannot be changed.</source>
        <translation>%1 kann nicht geändert werden.</translation>
    </message>
    <message>
        <source>%1 is observed and cannot be kept forever; affirm what matters instead.</source>
        <translation>%1: beobachtet, kann nicht für immer behalten werden; stattdessen das Wichtige bestätigen.</translation>
    </message>
    <message>
        <source>An expiry must be at least one minute.</source>
        <translation>Ein Ablauf muss mindestens eine Minute betragen.</translation>
    </message>
    <message>
        <source>An expiry can be at most 3650 days (ten years); for longer, choose “Never expire”.</source>
        <translation>Ein Ablauf kann höchstens 3650 Tage (zehn Jahre) betragen; für länger „Läuft nie ab“ wählen.</translation>
    </message>
    <message>
        <source>An expiry can be at most 3650 days (ten years).</source>
        <translation>Ein Ablauf kann höchstens 3650 Tage (zehn Jahre) betragen.</translation>
    </message>
    <message>
        <source>Counting the deltas this would re-time…</source>
        <translation>Die Deltas, deren Ablauf neu berechnet würde, werden gezählt …</translation>
    </message>
    <message>
        <source>Only new deltas take this setting; no existing delta would change.</source>
        <translation>Nur neue Deltas erhalten diese Einstellung; kein bestehendes Delta würde sich ändern.</translation>
    </message>
    <message>
        <source>Only new deltas take this setting; re-timing would change one existing delta.</source>
        <translation>Nur neue Deltas erhalten diese Einstellung; eine Neuberechnung würde ein bestehendes Delta ändern.</translation>
    </message>
    <message numerus="yes">
        <source>Only new deltas take this setting; re-timing would change %Ln existing deltas.</source>
        <translation>
            <numerusform>Nur neue Deltas erhalten diese Einstellung; eine Neuberechnung würde %Ln bestehendes Delta ändern.</numerusform>
            <numerusform>Nur neue Deltas erhalten diese Einstellung; eine Neuberechnung würde %Ln bestehende Deltas ändern.</numerusform>
        </translation>
    </message>
    <message>
        <source>No unexpired delta needs re-timing.</source>
        <translation>Kein nicht abgelaufenes Delta braucht eine Neuberechnung.</translation>
    </message>
    <message>
        <source>One unexpired delta will be re-timed; it expires at once.</source>
        <translation>Der Ablauf eines nicht abgelaufenen Deltas wird neu berechnet; es läuft sofort ab.</translation>
    </message>
    <message>
        <source>One unexpired delta will be re-timed; it does not expire at once.</source>
        <translation>Der Ablauf eines nicht abgelaufenen Deltas wird neu berechnet; es läuft nicht sofort ab.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln unexpired deltas will be re-timed; none of them expires at once.</source>
        <translation>
            <numerusform>Der Ablauf von %Ln nicht abgelaufenem Delta wird neu berechnet; keines davon läuft sofort ab.</numerusform>
            <numerusform>Der Ablauf von %Ln nicht abgelaufenen Deltas wird neu berechnet; keines davon läuft sofort ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unexpired deltas will be re-timed; one of them expires at once.</source>
        <translation>
            <numerusform>Der Ablauf von %Ln nicht abgelaufenem Delta wird neu berechnet; eines davon läuft sofort ab.</numerusform>
            <numerusform>Der Ablauf von %Ln nicht abgelaufenen Deltas wird neu berechnet; eines davon läuft sofort ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unexpired deltas will be re-timed; %1 of them expire at once.</source>
        <translation>
            <numerusform>Der Ablauf von %Ln nicht abgelaufenem Delta wird neu berechnet; davon laufen %1 sofort ab.</numerusform>
            <numerusform>Der Ablauf von %Ln nicht abgelaufenen Deltas wird neu berechnet; davon laufen %1 sofort ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-time one unexpired delta of %1 to %2?</source>
        <translation>Ablauf eines nicht abgelaufenen Deltas aus %1 auf %2 setzen?</translation>
    </message>
    <message>
        <source>It expires at once and goes with the next sweep.</source>
        <translation>Es läuft sofort ab und verschwindet beim nächsten Durchlauf.</translation>
    </message>
    <message>
        <source>It will expire sooner than it would now.</source>
        <translation>Es läuft früher ab als bisher.</translation>
    </message>
    <message numerus="yes">
        <source>Re-time %Ln unexpired deltas of %1 to %2?</source>
        <translation>
            <numerusform>Ablauf von %Ln nicht abgelaufenem Delta aus %1 auf %2 setzen?</numerusform>
            <numerusform>Ablauf von %Ln nicht abgelaufenen Deltas aus %1 auf %2 setzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>They will expire sooner than they would now.</source>
        <translation>Sie laufen früher ab als bisher.</translation>
    </message>
    <message>
        <source>One of them expires at once and goes with the next sweep.</source>
        <translation>Eines davon läuft sofort ab und verschwindet beim nächsten Durchlauf.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them expire at once and go with the next sweep.</source>
        <translation>
            <numerusform>%Ln davon läuft sofort ab und verschwindet beim nächsten Durchlauf.</numerusform>
            <numerusform>%Ln davon laufen sofort ab und verschwinden beim nächsten Durchlauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-time %1?</source>
        <translation>Ablauf für %1 neu berechnen?</translation>
    </message>
    <message>
        <source>There is no trash: a reaped delta is gone. Affirm what matters first.</source>
        <translation>Es gibt keinen Papierkorb: Ein entferntes Delta ist weg. Wichtiges vorher bestätigen.</translation>
    </message>
    <message>
        <source>&amp;Re-time</source>
        <translation>Neu &amp;berechnen</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert …</translation>
    </message>
    <message>
        <source>Could not count the deltas this would re-time: %1</source>
        <translation>Die betroffenen Deltas ließen sich nicht zählen: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Default:</source>
        <translation>Standard:</translation>
    </message>
</context>
<context>
    <name>tarn::ui::SourceTableModel</name>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Classified per delta</source>
        <translation>Je Delta eingestuft</translation>
    </message>
    <message>
        <source>Plain TTL</source>
        <translation>Einfache Lebensdauer</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <source>Stable</source>
        <translation>Stabil</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Prüfpunkt</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>jetzt fällig</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1 (angepasst)</translation>
    </message>
    <message>
        <source>Changed from the default of %1</source>
        <translation>Geändert gegenüber dem Standard von %1</translation>
    </message>
    <message>
        <source>Observed deltas wilt %1 after they were observed</source>
        <translation>Beobachtete Deltas welken %1 nach ihrer Beobachtung</translation>
    </message>
    <message>
        <source>Authored: never expires</source>
        <translation>Verfasst: läuft nie ab</translation>
    </message>
    <message>
        <source>Expires %1</source>
        <translation>Läuft ab: %1</translation>
    </message>
    <message>
        <source>Nothing from this source is due to expire</source>
        <translation>Aus dieser Quelle steht kein Ablauf an</translation>
    </message>
    <message>
        <source>Deltas from this source in the lake</source>
        <translation>Deltas aus dieser Quelle im See</translation>
    </message>
    <message>
        <source>How long an observed delta lives after it was observed</source>
        <translation>Wie lange ein beobachtetes Delta nach seiner Beobachtung lebt</translation>
    </message>
    <message>
        <source>Plain TTL uses the expiry; a decay class sets its own lifetime</source>
        <translation>Einfache Lebensdauer nutzt den Ablauf; eine Zerfallsklasse legt ihre eigene Lebensdauer fest</translation>
    </message>
    <message>
        <source>When this source next loses a delta</source>
        <translation>Wann diese Quelle das nächste Delta verliert</translation>
    </message>
    <message>
        <source>When its newest delta was observed</source>
        <translation>Wann ihr neuestes Delta beobachtet wurde</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Deltas</source>
        <translation>Deltas</translation>
    </message>
    <message>
        <source>Expiry</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>Decay class</source>
        <translation>Zerfallsklasse</translation>
    </message>
    <message>
        <source>Next expiry</source>
        <translation>Nächster Ablauf</translation>
    </message>
    <message>
        <source>Last delta</source>
        <translation>Letztes Delta</translation>
    </message>
</context>
<context>
    <name>tarn::ui::SourcesPage</name>
    <message>
        <source>Each source decides how long its observed deltas live; double-click one to change its expiry.</source>
        <translation>Jede Quelle bestimmt, wie lange ihre beobachteten Deltas leben; ein Doppelklick auf eine Quelle ändert ihren Ablauf.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>E&amp;instellungen …</translation>
    </message>
    <message>
        <source>Change the selected source&apos;s expiry and decay class</source>
        <translation>Ablauf und Zerfallsklasse der ausgewählten Quelle ändern</translation>
    </message>
    <message>
        <source>Show &amp;deltas</source>
        <translation>Deltas an&amp;zeigen</translation>
    </message>
    <message>
        <source>Browse the deltas from the selected source</source>
        <translation>Die Deltas der ausgewählten Quelle anzeigen</translation>
    </message>
    <message>
        <source>Could not read the sources: %1</source>
        <translation>Die Quellen ließen sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>Saved the settings for %1.</source>
        <translation>Einstellungen für %1 gespeichert.</translation>
    </message>
    <message>
        <source>Saved the settings for %1; one delta re-timed.</source>
        <translation>Einstellungen für %1 gespeichert; Ablauf eines Deltas neu berechnet.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the settings for %1; %Ln deltas re-timed.</source>
        <translation>
            <numerusform>Einstellungen für %1 gespeichert; Ablauf von %Ln Delta neu berechnet.</numerusform>
            <numerusform>Einstellungen für %1 gespeichert; Ablauf von %Ln Deltas neu berechnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sources and their expiry</source>
        <translation>Quellen und ihr Ablauf</translation>
    </message>
    <message>
        <source>Also list the built-in kinds of source this lake has no deltas from</source>
        <translation>Auch die eingebauten Quellenarten auflisten, von denen dieser See keine Deltas hat</translation>
    </message>
    <message>
        <source>Show &amp;all kinds</source>
        <translation>Alle A&amp;rten zeigen</translation>
    </message>
    <message numerus="yes">
        <source>Show &amp;all kinds (%Ln more)</source>
        <translation>
            <numerusform>Alle A&amp;rten zeigen (%Ln weitere)</numerusform>
            <numerusform>Alle A&amp;rten zeigen (%Ln weitere)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tarn::ui::SweepHistoryModel</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Reaper</source>
        <translation>Aufräumer</translation>
    </message>
    <message>
        <source>Soft decay</source>
        <translation>Sanfter Zerfall</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>in the future (clock moved back?)</source>
        <translation>in der Zukunft (Uhr zurückgestellt?)</translation>
    </message>
    <message>
        <source>Ran %1</source>
        <translation>Lief %1</translation>
    </message>
    <message>
        <source>Ran %1, started by %2</source>
        <translation>Lief %1, gestartet von %2</translation>
    </message>
    <message>
        <source>Failed, nothing half-done: %1</source>
        <translation>Fehlgeschlagen, nichts halb erledigt: %1</translation>
    </message>
    <message>
        <source>Stopped early; what it had finished stays done.</source>
        <translation>Vorzeitig beendet; was schon erledigt war, bleibt erledigt.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>Reduced</source>
        <translation>Gesenkt</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>When the sweep ran (local time)</source>
        <translation>Wann der Durchlauf lief (Ortszeit)</translation>
    </message>
    <message>
        <source>Deltas deleted: expired ones for the reaper, faded ones for soft decay</source>
        <translation>Gelöschte Deltas: abgelaufene beim Aufräumer, verblasste beim sanften Zerfall</translation>
    </message>
    <message>
        <source>Deltas whose confidence soft decay halved</source>
        <translation>Deltas, deren Konfidenz der sanfte Zerfall halbiert hat</translation>
    </message>
    <message>
        <source>Wall time the sweep took</source>
        <translation>Tatsächliche Dauer des Durchlaufs</translation>
    </message>
</context>
<context>
    <name>tarn::ui::TrayIcon</name>
    <message>
        <source>&amp;Open Tarn</source>
        <translation>Tarn ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Sweep now</source>
        <translation>Jetzt &amp;aufräumen</translation>
    </message>
    <message>
        <source>Reap what has expired and run soft decay now</source>
        <translation>Abgelaufenes entfernen und jetzt den sanften Zerfall ausführen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Resume scheduler</source>
        <translation>Zeitplan fort&amp;setzen</translation>
    </message>
    <message>
        <source>&amp;Pause scheduler</source>
        <translation>Zeitplan &amp;pausieren</translation>
    </message>
    <message>
        <source>Let the reaper and soft decay run on their schedule again</source>
        <translation>Aufräumer und sanften Zerfall wieder nach Zeitplan laufen lassen</translation>
    </message>
    <message>
        <source>Stop the reaper and soft decay until resumed</source>
        <translation>Aufräumer und sanften Zerfall bis zur Fortsetzung anhalten</translation>
    </message>
    <message>
        <source>Reaper removed one observation</source>
        <translation>Der Aufräumer hat eine Beobachtung entfernt</translation>
    </message>
    <message>
        <source>Soft decay removed one faded delta and lowered the confidence of %1 more</source>
        <translation>Der sanfte Zerfall hat ein verblasstes Delta entfernt und die Konfidenz von %1 weiteren gesenkt</translation>
    </message>
    <message>
        <source>Soft decay removed one faded delta</source>
        <translation>Der sanfte Zerfall hat ein verblasstes Delta entfernt</translation>
    </message>
    <message>
        <source>Tarn</source>
        <translation>Tarn</translation>
    </message>
    <message>
        <source>Reading the lake…</source>
        <translation>Der See wird gelesen …</translation>
    </message>
    <message>
        <source>%1 deltas: %2 authored, %3 observed</source>
        <translation>%1 Deltas: %2 verfasst, %3 beobachtet</translation>
    </message>
    <message>
        <source>%1 expired, waiting for the reaper</source>
        <translation>Abgelaufen, auf den Aufräumer wartend: %1</translation>
    </message>
    <message>
        <source>Nothing is set to expire</source>
        <translation>Kein Ablauf geplant</translation>
    </message>
    <message>
        <source>Next expiry in %1</source>
        <translation>Nächster Ablauf in %1</translation>
    </message>
    <message>
        <source>Next expiry in less than a minute</source>
        <translation>Nächster Ablauf in weniger als einer Minute</translation>
    </message>
    <message>
        <source>Sweeping…</source>
        <translation>Wird aufgeräumt …</translation>
    </message>
    <message>
        <source>Scheduler paused</source>
        <translation>Zeitplan angehalten</translation>
    </message>
    <message>
        <source>Next sweep in %1</source>
        <translation>Nächster Durchlauf in %1</translation>
    </message>
    <message>
        <source>Next sweep in less than a minute</source>
        <translation>Nächster Durchlauf in weniger als einer Minute</translation>
    </message>
    <message>
        <source>Last sweep at %1 failed: %2</source>
        <translation>Letzter Durchlauf um %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Last sweep at %1: nothing wilted</source>
        <translation>Letzter Durchlauf um %1: nichts gewelkt</translation>
    </message>
    <message>
        <source>Last sweep at %1: %2 removed</source>
        <translation>Letzter Durchlauf um %1: %2 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>Reaper removed %Ln observations</source>
        <translation>
            <numerusform>Der Aufräumer hat %Ln Beobachtung entfernt</numerusform>
            <numerusform>Der Aufräumer hat %Ln Beobachtungen entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Soft decay removed %Ln faded deltas and lowered the confidence of %1 more</source>
        <translation>
            <numerusform>Der sanfte Zerfall hat %Ln verblasstes Delta entfernt und die Konfidenz von %1 weiteren gesenkt</numerusform>
            <numerusform>Der sanfte Zerfall hat %Ln verblasste Deltas entfernt und die Konfidenz von %1 weiteren gesenkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Soft decay removed %Ln faded deltas</source>
        <translation>
            <numerusform>Der sanfte Zerfall hat %Ln verblasstes Delta entfernt</numerusform>
            <numerusform>Der sanfte Zerfall hat %Ln verblasste Deltas entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.
%2.</source>
        <translation>%1.
%2.</translation>
    </message>
    <message>
        <source>%1 — Tarn</source>
        <translation>%1 — Tarn</translation>
    </message>
</context>
<context>
    <name>tarn::ui::WiltingSoonModel</name>
    <message>
        <source>Kept</source>
        <translation>Gesichert</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Affirmed: an authored copy keeps it after it wilts</source>
        <translation>Bestätigt: eine verfasste Kopie bewahrt es, wenn es welkt</translation>
    </message>
    <message>
        <source>Affirm it, so what it says survives the reaper (K)</source>
        <translation>Bestätigen, damit der Inhalt den Aufräumer überdauert (K)</translation>
    </message>
</context>
<context>
    <name>tarn::ui::WiltingSoonPage</name>
    <message>
        <source>Kept from the Wilting soon view before the reaper took it.</source>
        <translation>Aus der Ansicht „Bald welkend“ behalten, bevor der Aufräumer es entfernte.</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gesichert</translation>
    </message>
    <message>
        <source>&amp;Keep selected</source>
        <translation>Auswahl &amp;behalten</translation>
    </message>
    <message>
        <source>What the reaper will take in the next 24 hours</source>
        <translation>Was der Aufräumer in den nächsten 24 Stunden entfernt</translation>
    </message>
    <message>
        <source>Reading the lake…</source>
        <translation>Der See wird gelesen …</translation>
    </message>
    <message>
        <source>Nothing wilts in the next 24 hours.</source>
        <translation>In den nächsten 24 Stunden welkt nichts.</translation>
    </message>
    <message>
        <source>Showing %1; more load as you scroll. Keep affirms one: an authored copy with its content stays after the original is reaped.</source>
        <translation>%1 angezeigt; beim Blättern wird mehr geladen. „Behalten“ bestätigt ein Delta: Eine verfasste Kopie mit seinem Inhalt bleibt, wenn das Original entfernt wird.</translation>
    </message>
    <message>
        <source>Deltas wilting soon</source>
        <translation>Bald welkende Deltas</translation>
    </message>
</context>
</TS>
