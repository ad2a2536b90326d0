<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="2"/>
        <source>EU: The Price of Power bots</source>
        <extracomment>pack name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="11"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="12"/>
        <source>Round</source>
        <extracomment>shared game fact &apos;round&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="14"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="15"/>
        <source>Difficulty</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="20"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="21"/>
        <source>Normal</source>
        <extracomment>choice &apos;normal&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="22"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="23"/>
        <source>Very Hard</source>
        <extracomment>choice &apos;very_hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="24"/>
        <source>Realm</source>
        <extracomment>bot option &apos;realm&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="26"/>
        <source>Realm profile</source>
        <extracomment>profile kind &apos;realm&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="353"/>
        <source>{available} Available, {sieged} Tax Value sieged</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="156"/>
        <source>Card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="183"/>
        <source>War Action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="207"/>
        <source>Next action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="218"/>
        <source>Discard icon: {icon}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="224"/>
        <source>{n} cards in the draw pile</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="231"/>
        <source>The action could not be done</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="231"/>
        <location filename="../rules/eupop/actions.py" line="205"/>
        <source>The action was done</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="240"/>
        <source>{available} Available, {spent} Spent</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="316"/>
        <source>{n} Units standing</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="391"/>
        <source>The card names no Focus area</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="411"/>
        <source>{have} in Focus, {need} needed</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="440"/>
        <source>QftNW Researched</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="440"/>
        <source>QftNW not Researched</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="448"/>
        <source>Realm: {realm}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="155"/>
        <source>Card {card} has no such action</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="390"/>
        <source>The card names the {area} Focus</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="75"/>
        <location filename="../rules/eupop/state.py" line="275"/>
        <source>unknown</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="77"/>
        <source>none</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="224"/>
        <location filename="../rules/eupop/state.py" line="230"/>
        <source>{have} Bot Power Available</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="235"/>
        <source>At War</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="235"/>
        <source>At Peace</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="240"/>
        <source>{have} Ideas of this type</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="246"/>
        <source>{left} cards in the draw pile</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="252"/>
        <source>Quest for the New World researched</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="252"/>
        <source>No Quest for the New World</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="269"/>
        <source>The Bot Deck&apos;s draw pile is empty.</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="314"/>
        <source>No Focus area is known for this card.</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/main</name>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="1"/>
        <source>Main Turn Structure</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="4"/>
        <source>The chart image is not in our sources. The order (DEFEND, SIEGE, COLONIZE, then a Bot Card) follows the booklet&apos;s description; footnotes 4 and 5 come from seed 000.</source>
        <extracomment>chart note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="8"/>
        <source>Is the Bot attacked? It is when Enemy Units or Rebels stand in any Area with the Bot&apos;s Towns, or when Enemies or Rebels Occupy any of its Provinces.</source>
        <extracomment>node attacked (ask); seed 000, Main Turn Structure, footnote 4</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="21"/>
        <source>Is the Bot&apos;s Army on the map in an Area where it can Siege Provinces? (Island Provinces need a Bot Ship in an adjacent Sea Zone; a Bot with no Small Towns left does not Siege.)</source>
        <extracomment>node can_siege (ask); seed 002, Siege Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="34"/>
        <source>Can the Bot Colonize a Territory now (a Colonist and a Colonial Claim on a vacant Territory, as the main rules require)? A Bot with no Small Towns left does not Colonize.</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="47"/>
        <source>Does the Bot have any Bot Power Available?</source>
        <extracomment>node has_power (check); seed 000, Main Turn Structure, footnote 5 (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="56"/>
        <source>Is there a card left in the Bot Deck?</source>
        <extracomment>node has_cards (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="65"/>
        <source>Has the Bot taken an Event this Round? A Bot takes an Event before it Passes.</source>
        <extracomment>node event_taken (ask); seed 002, Sequence of Play: Event Resolution, Passing (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="80"/>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost, {cost} Bot Power (with less Available, pay what is left and still act).</source>
        <extracomment>node draw (do); seed 000, Main Turn Structure, footnote 5</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="91"/>
        <source>Does the card show an Action-card discard icon?</source>
        <extracomment>node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="102"/>
        <source>Discard the top card of the Administrative Action deck.</source>
        <extracomment>node discard_admin (do); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="107"/>
        <source>Discard the top card of the Diplomatic Action deck.</source>
        <extracomment>node discard_dip (do); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="112"/>
        <source>Discard the top card of the Military Action deck.</source>
        <extracomment>node discard_mil (do); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="117"/>
        <source>Our sources do not say whether this card shows a discard icon. Look at the card: if it shows one, discard the top card of that Action deck.</source>
        <extracomment>node discard_unknown (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="125"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="133"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If every Enemy is fully Occupied, the Bot counts as not at War for this choice.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="142"/>
        <source>Does the card show a War Action?</source>
        <extracomment>node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="150"/>
        <source>The Bot is at War: it takes the card&apos;s War Action, {action}, instead of the top action.</source>
        <extracomment>node use_war (do); seed 002, Bot Cards (War Action)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="156"/>
        <source>Which Action does the card lead to now?</source>
        <extracomment>node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="188"/>
        <source>This card&apos;s action is not known. Resolve the card as printed, then end the Turn.</source>
        <extracomment>node no_action (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="194"/>
        <source>Could the action not be done, with a next action on the card?</source>
        <extracomment>node after_action (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="203"/>
        <source>The top action cannot be done: the Bot takes the card&apos;s next action, {action}.</source>
        <extracomment>node use_next (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="210"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Main Turn Structure</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
