<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message numerus="yes">
        <location filename="../rules/eupop/realm.py" line="291"/>
        <source>Roll again among %n child nodes.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>
            <numerusform>Roll again among %n child node.</numerusform>
            <numerusform>Roll again among %n child nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="106"/>
        <source>{count} Realms Passed before</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>{count} Realm Passed before</numerusform>
            <numerusform>{count} Realms Passed before</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/cleanup</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="13"/>
        <source>Bots always have at least {minimum} Manpower: add %n Units to the Manpower Reserve.</source>
        <extracomment>node raise_min (do); seed 002, Recruiting Units</extracomment>
        <translation>
            <numerusform>Bots always have at least {minimum} Manpower: add %n Unit to the Manpower Reserve.</numerusform>
            <numerusform>Bots always have at least {minimum} Manpower: add %n Units to the Manpower Reserve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="37"/>
        <source>Return %n Units from {from} to the Supply. Manpower is now {total}.</source>
        <extracomment>node down (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>
            <numerusform>Return %n Unit from {from} to the Supply. Manpower is now {total}.</numerusform>
            <numerusform>Return %n Units from {from} to the Supply. Manpower is now {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Add %n Units to the Manpower Reserve. Manpower is now {total}.</source>
        <extracomment>node up (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>
            <numerusform>Add %n Unit to the Manpower Reserve. Manpower is now {total}.</numerusform>
            <numerusform>Add %n Units to the Manpower Reserve. Manpower is now {total}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/dow_on_bot</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="26"/>
        <source>The Bot, an HRE member but not the Emperor, loses %n Bot Power.</source>
        <extracomment>node hre_lose (do); seed 002, Bot HRE Members</extracomment>
        <translation>
            <numerusform>The Bot, an HRE member but not the Emperor, loses %n Bot Power.</numerusform>
            <numerusform>The Bot, an HRE member but not the Emperor, loses %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="67"/>
        <source>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</source>
        <extracomment>node call_ally (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</numerusform>
            <numerusform>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="77"/>
        <source>The Bot is at War. It gains %n Bot Power.</source>
        <extracomment>node at_war (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>The Bot is at War. It gains %n Bot Power.</numerusform>
            <numerusform>The Bot is at War. It gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="92"/>
        <source>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</source>
        <extracomment>node top_up (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</numerusform>
            <numerusform>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="135"/>
        <source>Lay down %n Units: {standing} standing, {laid_down} laid down.</source>
        <extracomment>node lay_down (do); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>
            <numerusform>Lay down %n Unit: {standing} standing, {laid_down} laid down.</numerusform>
            <numerusform>Lay down %n Units: {standing} standing, {laid_down} laid down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="143"/>
        <source>Stand up %n Units: {standing} standing, {laid_down} laid down.</source>
        <extracomment>node stand_up (do); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>
            <numerusform>Stand up %n Unit: {standing} standing, {laid_down} laid down.</numerusform>
            <numerusform>Stand up %n Units: {standing} standing, {laid_down} laid down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/income</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="11"/>
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}.</source>
        <extracomment>node gain (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power (Difficulty Level). Available: {available}.</numerusform>
            <numerusform>Gain %n Bot Power (Difficulty Level). Available: {available}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="29"/>
        <location filename="../rules/eupop/charts/income.yaml" line="37"/>
        <source>Gain %n Bot Power for the Bot&apos;s Towns.</source>
        <extracomment>node towns_one (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <extracomment>node towns_two (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power for the Bot&apos;s Towns.</numerusform>
            <numerusform>Gain %n Bot Power for the Bot&apos;s Towns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="52"/>
        <source>Gain %n Bot Power for the +20 Income tile.</source>
        <extracomment>node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power for the +20 Income tile.</numerusform>
            <numerusform>Gain %n Bot Power for the +20 Income tile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="91"/>
        <location filename="../rules/eupop/charts/income.yaml" line="92"/>
        <location filename="../rules/eupop/charts/income.yaml" line="93"/>
        <location filename="../rules/eupop/charts/income.yaml" line="94"/>
        <source>Gain %n Bot Power as Bot Emperor.</source>
        <extracomment>node emperor_gain1 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain2 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain3 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain4 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power as Bot Emperor.</numerusform>
            <numerusform>Gain %n Bot Power as Bot Emperor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="109"/>
        <source>Gain %n Bot Power as Papal Controller.</source>
        <extracomment>node papal_gain (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power as Papal Controller.</numerusform>
            <numerusform>Gain %n Bot Power as Papal Controller.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/pass</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="42"/>
        <source>The Bot Passes first and gains %n Bot Power.</source>
        <extracomment>node first (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>The Bot Passes first and gains %n Bot Power.</numerusform>
            <numerusform>The Bot Passes first and gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="49"/>
        <source>The Bot Passes second and gains %n Bot Power.</source>
        <extracomment>node second (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>The Bot Passes second and gains %n Bot Power.</numerusform>
            <numerusform>The Bot Passes second and gains %n Bot Power.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/peace_and_rebels</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="75"/>
        <source>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</source>
        <extracomment>node dissent (do); seed 002, Peace &amp; Rebels Phase: G. Religious Dissent</extracomment>
        <translation>
            <numerusform>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</numerusform>
            <numerusform>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="90"/>
        <source>The Bot gains %n Unrest for being at War.</source>
        <extracomment>node gain_unrest (do); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>
            <numerusform>The Bot gains %n Unrest for being at War.</numerusform>
            <numerusform>The Bot gains %n Unrest for being at War.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="115"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="122"/>
        <source>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</source>
        <extracomment>node remove_two (do); seed 002, Bots &amp; Ideas</extracomment>
        <extracomment>node remove_one (do); seed 002, Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</numerusform>
            <numerusform>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="144"/>
        <source>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</source>
        <extracomment>node lose_one (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</numerusform>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/replace_human</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="29"/>
        <source>In each Sea Zone with Ships (the Fleet included), remove all but %n Ships.</source>
        <extracomment>node ships (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>
            <numerusform>In each Sea Zone with Ships (the Fleet included), remove all but %n Ship.</numerusform>
            <numerusform>In each Sea Zone with Ships (the Fleet included), remove all but %n Ships.</numerusform>
        </translation>
    </message>
</context>
</TS>
