<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>Autosave failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your unsaved work cannot be autosaved:
{0}

It is still open here: save it with File ▸ Save. You will be told again only after autosave has worked once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These recovery copies could not be removed; they will be offered again at the next start:
{0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed the map sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Preview: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Title: the map&apos;s name, players, side and buildings above the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend of the overlays beside the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fixes</name>
    <message>
        <source>Place the start hexes with the Start hex tool: 2-4, one per player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No automatic fix: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>The first seed tried; after each press of Generate it moves past the candidates shown, so the next press makes new ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeatMap</name>
    <message>
        <source>Heat map: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat map: {0} (Balance Playtest, {1} games)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LegendBox</name>
    <message>
        <source>No overlay is on. Switch one on in the Overlays menu (Ctrl+1…7); this column then says what its colours mean.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOS inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot playtest this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game needs a finished, valid map (see Checks):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>{n} of {planned} starts placed: a draft (see Checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet: place 2-4 start hexes (a draft until then)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 start placed: place at least one more (a draft until then)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} (one per start hex)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>the last Balance Playtest&apos;s counts per hex (where units fired from, or were destroyed); forgotten when the map is edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance heat map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GKR Studio found unsaved work ({0} copies) left by a studio that did not close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GKR Studio found unsaved work left by a studio that did not close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover opens the work selected (the others are kept). Discard Selected removes the copies selected (Ctrl+A selects them all). Keep for Later leaves every copy for the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference — GKR Studio</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Cannot open map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
