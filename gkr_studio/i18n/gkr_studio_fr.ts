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
    <name>ChecksPanel</name>
    <message>
        <source>No map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show passing checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix all warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the smallest change that clears every failing check, as one undoable edit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Rename map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit map details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to the {side} side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the default teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name teams {teams}</source>
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
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin a hex first (P): these overlays are drawn from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallout zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zones belong to the fallout side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map sheet: title, author, players, side, the board and the checks on one A4 page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title: the map&apos;s name, players, side and buildings above the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend of the overlays beside the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board width (PNG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet resolution</source>
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
        <source>Generate a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first seed tried; after each press of Generate it moves past the candidates shown, so the next press makes new ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guideline (2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the current map&apos;s locked buildings and starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alley shots at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buildings in reach at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Generate to make candidates.</source>
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
    <name>HeatSwitch</name>
    <message>
        <source>Balance heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance heat map: run Play ▸ Balance Playtest and tick a heat map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Got it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick an attacker and a target: type hexes, or use the Shot inspector tool (L) on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 4D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 4H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the shortest paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sight rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target&apos;s cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alley shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In firing arc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the flank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit a Heavy Hitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit a support unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1} clear of buildings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial (+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: no line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes, through {0} (+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (no facing: support unit, all round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (no target facing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of the firing arc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no direct fire (missiles need a spotter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no direct fire</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GKR Studio will speak the new language from its next start. Your map and everything open stay as they are.</source>
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
    <name>MapFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save map as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and {0} more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from a blank board, a copy of a rulebook map, or generate new maps:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PasteStamp</name>
    <message>
        <source>{0} piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to paste: copy pieces first (Ctrl+C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit at {0}: {1}. Move the stamp, or Esc to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to paste {0} at {1} (Enter places it too); Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not pasted: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste {0} at {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste cancelled: nothing was placed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallout (zones 1–4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset zones to the default rings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays with whom in a 2v2 game, saved in the map file; by default the starts farthest apart are allies (R-TEAM-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2v2 teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetric editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <source>Default: {0} (farthest apart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns would not alternate between these teams: 2v2 needs allies at opposite corners (R-TEAM-1)</source>
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
    <name>SymmetryControls</name>
    <message>
        <source>No symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half turn about 5F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third turn about 5F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left–right mirror about column F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat each placement on this map: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place pieces one at a time on this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ymmetric Editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetric editing: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sym: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetric editing of this map: {0}. Saved with the map; click to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetry: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off symmetric editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set symmetric editing to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetric editing of this map: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransformPreview</name>
    <message>
        <source>Turn the map a half turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the map a third of a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror the map about column F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Half Turn about 5F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the whole map half a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Third Turn about 5F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the whole map a third of a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mirror about Column F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror the whole map left to right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (previewed before it is made)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transform Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} would lose {1} of the map&apos;s pieces, so nothing was changed:

{2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: the map stays the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}? The board shows where every piece would go (the map as it is now is faded); fallout zones turn with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview: {0}. OK makes it; Cancel leaves the map as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: cancelled, nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: the map changed meanwhile; nothing done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: every piece stayed on the board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make new maps that pass every check and pick one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a map file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the board as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the map sheet as it would print, and print it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the map sheet: title, players, side, board, checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin Focus Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin the hex under the cursor for the LOS and distance overlays (P again to unpin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playtest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the map as it is now (unsaved edits included), seats human or bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Balance Playtest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let bots play the map many times and measure each seat&apos;s chances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected pieces (paste them here or on another map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the copied pieces: they follow the cursor until a click places them (Esc cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select every building and start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools, keys, overlays and checks with their rule ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rule and ruling id (R-…, G-…) the checks and games cite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the first-start hints again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GKR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version, licence and the rules&apos; source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what the colours of the overlays on the board mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone painted by the Paint zone tool (keys 1-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
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
<context>
    <name>autosave</name>
    <message>
        <source>is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot autosave: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be removed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
