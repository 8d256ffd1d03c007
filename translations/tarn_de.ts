<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Gui</name>
    <message>
        <source>Tarn&apos;s window on a memory lake.</source>
        <translation>Tarns Fenster zu einem Gedächtnissee.</translation>
    </message>
    <message>
        <source>Open the lake at PATH (default: $TARN_LAKE or the app data folder).</source>
        <translation>Den See unter PFAD öffnen (Standard: $TARN_LAKE oder der Datenordner der App).</translation>
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

Legen Sie ihn zuerst mit „tarn demo“ an und öffnen Sie ihn dann mit „tarn --demo“.</translation>
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
</context>
<context>
    <name>tarn::LakeReader</name>
    <message>
        <source>The lake is not open.</source>
        <translation>Der See ist nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>tarn::ui::DeltaDetailPane</name>
    <message>
        <source>Select a delta to see it in full.</source>
        <translation>Wählen Sie ein Delta, um es vollständig zu sehen.</translation>
    </message>
    <message>
        <source>never (authored: it sticks)</source>
        <translation>nie (verfasst: bleibt)</translation>
    </message>
    <message>
        <source>%1 (expired, the reaper will take it)</source>
        <translation>%1 (abgelaufen, der Schnitter holt es)</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (in %2)</translation>
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
        <translation>Zuversicht</translation>
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
        <translation>Noch keine. Bestätigen, widerlegen oder antworten Sie, um zu behalten, was zählte, auch wenn es welkt.</translation>
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
        <translation>Geantwortet</translation>
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
        <translation>Beobachtet %1 (UTC)</translation>
    </message>
    <message>
        <source>Expires %1 (UTC)</source>
        <translation>Läuft ab %1 (UTC)</translation>
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
        <translation>Zuversicht</translation>
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
</context>
<context>
    <name>tarn::ui::EmptyLakeView</name>
    <message>
        <source>Your lake is empty</source>
        <translation>Ihr See ist leer</translation>
    </message>
    <message>
        <source>&lt;p&gt;Things you author will stick; observations will wilt.&lt;/p&gt;&lt;p&gt;Try &lt;code&gt;tarn demo&lt;/code&gt; for a demo lake (then &lt;code&gt;tarn --demo&lt;/code&gt;), or write your first memory with &lt;code&gt;tarn remember &quot;…&quot;&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Was Sie verfassen, bleibt; Beobachtungen welken.&lt;/p&gt;&lt;p&gt;Probieren Sie &lt;code&gt;tarn demo&lt;/code&gt; für einen Demo-See (danach &lt;code&gt;tarn --demo&lt;/code&gt;) oder schreiben Sie Ihre erste Erinnerung mit &lt;code&gt;tarn remember &quot;…&quot;&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tarn::ui::LakeStatusBar</name>
    <message>
        <source>Reading the lake…</source>
        <translation>Der See wird gelesen …</translation>
    </message>
    <message>
        <source>%1 deltas: %2 authored, %3 observed</source>
        <translation>%1 Deltas: %2 verfasst, %3 beobachtet</translation>
    </message>
    <message numerus="yes">
        <source>%n expired, waiting for the reaper</source>
        <translation>
            <numerusform>%n abgelaufen, wartet auf den Schnitter</numerusform>
            <numerusform>%n abgelaufen, warten auf den Schnitter</numerusform>
        </translation>
    </message>
    <message>
        <source>Reaper stopped: %1</source>
        <translation>Schnitter angehalten: %1</translation>
    </message>
    <message>
        <source>Sweeping…</source>
        <translation>Räumt auf …</translation>
    </message>
    <message>
        <source>Last sweep %1 failed: %2</source>
        <translation>Letzter Durchgang %1 gescheitert: %2</translation>
    </message>
    <message>
        <source>Last sweep %1, nothing wilted</source>
        <translation>Letzter Durchgang %1, nichts verwelkt</translation>
    </message>
    <message numerus="yes">
        <source>Last sweep %1, %n removed</source>
        <translation>
            <numerusform>Letzter Durchgang %1, %n entfernt</numerusform>
            <numerusform>Letzter Durchgang %1, %n entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>No sweep yet</source>
        <translation>Noch kein Durchgang</translation>
    </message>
    <message>
        <source>next in %1</source>
        <translation>nächster in %1</translation>
    </message>
    <message>
        <source>next now</source>
        <translation>nächster jetzt</translation>
    </message>
</context>
<context>
    <name>tarn::ui::MainWindow</name>
    <message>
        <source>Tarn — %1</source>
        <translation>Tarn — %1</translation>
    </message>
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
        <source>Read the lake again</source>
        <translation>Den See neu lesen</translation>
    </message>
    <message>
        <source>&amp;Sweep now</source>
        <translation>Jetzt &amp;aufräumen</translation>
    </message>
    <message>
        <source>Reap what has expired and run soft decay now</source>
        <translation>Abgelaufenes jetzt ernten und den sanften Zerfall ausführen</translation>
    </message>
    <message>
        <source>&amp;About Tarn</source>
        <translation>Ü&amp;ber Tarn</translation>
    </message>
    <message>
        <source>About Tarn</source>
        <translation>Über Tarn</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tarn %1&lt;/h3&gt;&lt;p&gt;A local memory lake: what you author sticks, what is observed wilts.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tarn %1&lt;/h3&gt;&lt;p&gt;Ein lokaler Gedächtnissee: Was Sie verfassen, bleibt; was beobachtet wird, welkt.&lt;/p&gt;</translation>
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
</context>
</TS>
