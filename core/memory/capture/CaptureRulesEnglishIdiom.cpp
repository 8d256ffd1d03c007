// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Likes, dislikes and diets said in idiom rather than with a verb of liking
// (issue 20, capture's sixth dev round): what a thing does to the person
// ("knitting keeps me sane", "crowds stress me out"), what their time is
// for ("my weekends revolve around football"), what they would not miss or
// do without, what kind of fan they are ("huge Tolkien nerd here"), and
// what they have cut out; from the seventh round, diets and intolerances
// in idiom ("Soy gives me stomach cramps", "My body can't handle lactose",
// "I've been off dairy for years", "I fast during Ramadan"). Tried after the plainer rules (CaptureRules.cpp,
// CaptureRulesEnglish.cpp), so a statement they know keeps their wording.

#include "CaptureRulesText.h"

namespace tarn::CaptureRules::detail::english {

namespace {

// A subject or object that points at the conversation, not at a thing the
// person likes: "that keeps me sane", "I collect the kids at three".
bool isVague(const QString &what)
{
    static const QRegularExpression vague = rx(QStringLiteral(
        R"(^(?:it|that|this|those|these|they|them|he|she|you|your|his|her|which|what|one|the (?:first|second|other|last|new|next) one)\b|\b(?:today|tonight|tomorrow|right now|this (?:time|week|morning|evening))\b)"));
    return what.trimmed().isEmpty() || vague.match(what.trimmed()).hasMatch();
}

// Food, drink and what people are intolerant of, for the diet rules whose
// frame alone says little ("I'm trying to cut X": costs or sugar; "X and I
// don't get along": a colleague or gluten).
bool isFoodWord(const QString &what)
{
    static const QRegularExpression food = rx(QStringLiteral(
        R"(\b(?:meat|red meat|pork|beef|lamb|chicken|fish|seafood|shellfish|prawns?|shrimp|dairy|milk|cheese|butter|cream|lactose|gluten|wheat|bread|pasta|carbs?|sugar|sweets|candy|chocolate|salt|fat|fried food|junk food|fast food|processed food|alcohol|booze|wine|beer|spirits|caffeine|coffee|tea|soda|fizzy drinks|energy drinks|eggs?|nuts|peanuts?|tree nuts|almonds|sesame|soy|soya|corn|garlic|onions?|spicy food|chilli|chili|tomatoes|strawberries|kiwi|mushrooms|fructose|histamine|msg|additives|grapefruit)\b)"));
    return food.match(what).hasMatch();
}

CaptureCandidate like(const QString &what, const QString &clause, bool firstPerson)
{
    return candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(what).section(u' ', 0, 3),
                     sentenceCase(firstPerson ? aboutThePerson(clause) : thirdPerson(clause)), 0.85, QStringLiteral("preference"), clause);
}

} // namespace

std::optional<CaptureCandidate> tasteInIdiom(const QString &c)
{
    // The person says it of themself: "I never miss a Liverpool match".
    static const QList<QRegularExpression> mine = {
        rx(QStringLiteral(R"(^anything\s+(?:with|involving|containing)\s+(.+?)\s*,?\s+(?:i'm in|count me in|i'm sold|sign me up|i'm there)$)")),
        // What the person mostly reads, hears, watches (round 14): "I read
        // mostly sci-fi", "I mostly listen to jazz when I work", "I watch a
        // lot of anime", "I listen to podcasts all the time". Not "I read
        // mostly in the evenings": the object is a thing, not a time.
        rx(QStringLiteral(R"(^i\s+(?:(?:mostly|mainly|primarily|largely|usually)\s+)?(?:read|listen to|watch|play|cook|bake)\s+(?:mostly|mainly|primarily|largely|a lot of|lots of|loads of|tons of)\s+(?!(?:in|at|on|when|while|during|before|after|it|them|that|this)\b)([^,]+?)(?:\s+(?:when|while|whenever)\b.*)?$)")),
        rx(QStringLiteral(R"(^i\s+(?:mostly|mainly|primarily|largely)\s+(?:read|listen to|watch|play|cook|bake|eat|drink)\s+(?!(?:in|at|on|when|while|during|before|after|it|them|that|this)\b)([^,]+?)(?:\s+(?:when|while|whenever)\b.*)?$)")),
        rx(QStringLiteral(R"(^i\s+(?:read|listen to|watch|play)\s+(?!(?:it|them|that|this)\b)([^,]+?)\s+(?:all the time|constantly|religiously|every day|daily|non-stop|on repeat)$)")),
        // "I can't be doing with reality TV", "I have no patience for
        // small talk".
        rx(QStringLiteral(R"(^i\s+(?:can't|cannot|can not)\s+be\s+doing\s+with\s+(?!(?:it|that|this|you|him|her|them)\b)(.+)$)")),
        rx(QStringLiteral(R"(^i\s+(?:have|'ve got)\s+no\s+(?:patience|time)\s+for\s+(?!(?:it|that|this|you|him|her|them|now|today)\b)(.+)$)")),
        // "I stay off dairy", "I keep away from caffeine".
        rx(QStringLiteral(R"(^i\s+(?:always\s+|try to\s+|generally\s+)?(?:stay|keep)\s+(?:off|away from|clear of)\s+(?!(?:work|the|my|it|that|this|social media|people)\b)(.+)$)")),
        // "I'd choose the beach over the mountains every time", "I've loved
        // dinosaurs (ever since I was a kid)".
        rx(QStringLiteral(R"(^i(?:'d| would)\s+(?:(?:always|still)\s+)?(?:take|choose|pick|go for|prefer|opt for)\s+(.+?)\s+over\s+.+?\s+(?:any day|every time|any time|anytime|every day)$)")),
        rx(QStringLiteral(R"(^i(?:'ve| have)\s+(?:always\s+|long\s+|forever\s+|just\s+)?(?:loved|adored|been into|been a (?:huge |big )?fan of|been obsessed with|been crazy about)\s+(?!(?:our|your|this|that|it|talking|chatting|working|the way|every minute|having|you)\b)(.+)$)")),
        // What the person's free time goes to (round 12): "In my spare time
        // I do pottery", "On Sundays I always go for a long run", "Most
        // evenings I'm on the sofa with a crime novel", "I spend most
        // weekends hiking", "You'll always find me at the climbing gym". Not
        // "this weekend" or "tomorrow": the lead-ins are habits.
        rx(QStringLiteral(R"(^(?:in my (?:spare|free) time|when i have (?:free|spare|some) time|in my downtime|on (?:weekends|sundays|saturdays|fridays|my days off)|(?:most|many) (?:evenings|weekends|mornings|nights|sundays|saturdays)|after work|every (?:weekend|sunday|saturday|evening|morning))\s*,?\s+i(?:'m| am)?\s+(?:(?:usually|always|often|mostly|tend to|like to|love to)\s+)*(?!(?:will|'ll|am going|have to|need to|must)\b)(.+)$)")),
        rx(QStringLiteral(R"(^i\s+(?:(?:usually|often|always|mostly|tend to)\s+)?spend\s+(?:most|many|all|my|a lot of)\s+(?:of\s+my\s+)?(?:weekends|evenings|free time|spare time|sundays|saturdays|holidays|summers|mornings|days off)\s+(.+)$)")),
        rx(QStringLiteral(R"(^you(?:'ll| will)\s+(?:always|usually|often|mostly)\s+find\s+me\s+(.+)$)")),
        // "We went to Italy and I fell in love with Neapolitan pizza": a
        // like that began in the past and holds (not with a year or a
        // "then": "… in 2019 and then moved away").
        rx(QStringLiteral(R"(^i\s+(?:totally\s+|completely\s+|instantly\s+|really\s+)?fell\s+in\s+love\s+with\s+(?!.*\b(?:\d{4}|then|back then|at first|once)\b)(.+)$)")),
        rx(QStringLiteral(R"(^my (?:weekends|evenings|free time|spare time|summers|holidays|life|days|mornings) (?:revolves?|centres?|centers?|(?:is|are) built) around\s+(.+)$)")),
        rx(QStringLiteral(R"(^my (?:weekends|evenings|free time|spare time|summers|holidays|sundays|saturdays|mornings) (?:is|are) (?:all about|for|reserved for|made for|devoted to)\s+(.+)$)")),
        // "I geek out over maps" (as a habit; "I've been geeking out" below).
        rx(QStringLiteral(R"(^i\s+(?:totally\s+|really\s+|always\s+)?(?:geek|nerd|fangirl|fanboy)\s+out\s+(?:over|about|on)\s+(.+)$)")),
        rx(QStringLiteral(R"(^(?:i\s+)?(?:can't|cannot|couldn't) (?:live|survive|function|do|start (?:the|my) day) without\s+(?:my\s+)?(.+)$)")),
        rx(QStringLiteral(R"(^i(?:'ve| have)\s+(?:gotten|got|become|grown)\s+(?:(?:really|very|quite|super|totally|so|properly)\s+)?(?:into|hooked on|obsessed with|fond of|addicted to)\s+(.+)$)")),
        rx(QStringLiteral(R"(^i\s+(?:never|rarely|don't|do not)\s+miss\s+(?:a|an|any|one|a single)\s+(?!(?:chance|opportunity|beat|trick|deadline|thing|day|moment|word|bit|call|payment|dose|train|bus|flight|appointment|meeting|class|lesson|shift|step)\b)(.+)$)")),
        rx(QStringLiteral(R"(^i\s+(?:really\s+|always\s+|just\s+)?get (?:a (?:kick|buzz|thrill)|a lot of (?:joy|pleasure)|so much joy) (?:out of|from)\s+(.+)$)")),
        rx(QStringLiteral(R"(^(?:i'm|i am)\s+(?:a|an)\s+(?:(?:huge|big|massive|total|proper|complete|absolute|die-hard|diehard|real|bit of a|bit of an|massive)\s+)*(.+?)\s+(?:nerd|geek|fanatic|buff|addict|junkie|enthusiast|lover|aficionado|fiend|snob)$)")),
        rx(QStringLiteral(R"(^(?:(?:a|an)\s+)?(?:(?:huge|big|massive|total|proper|complete|absolute|die-hard|diehard|serious|heavy)\s+)*(.+?)\s+(?:nerd|geek|fanatic|buff|addict|junkie|enthusiast|lover|aficionado|fiend|fan|drinker|eater|person|snob)\s*(?:here|,\s*(?:guilty as charged|through and through|no shame|for life|always have been|always will be|and proud of it|i admit))$)")),
        rx(QStringLiteral(R"(^count me in for\s+(?:anything|everything|any|all things)\s+(.+)$)")),
        rx(QStringLiteral(R"(^i\s+collect\s+(?!(?:the|my|your|our|his|her|it|them|him|data|information|feedback|ideas|points|kids|children|people)\b)(?!.*\b(?:from|at|on|after|before|tomorrow|tonight|later|up|today)\b)(.+)$)")),
        rx(QStringLiteral(R"(^(?:i've been|i have been|been|i'm|i am)\s+(?:really\s+|totally\s+)?(?:binge-watching|binge watching|binging|bingeing|devouring|obsessing over|geeking out (?:over|about|on)|nerding out (?:over|about|on))\s+(.+?)(?:\s+(?:lately|recently|these days))?(?:\s+and\s+(?:loving|enjoying)\s+(?:it|them|every (?:minute|second)(?: of it)?))?$)")),
        rx(QStringLiteral(R"(^(?:i'm|i am)\s+(?:(?:a|an|such a|such an|total|complete|real|right|bit of a|huge|big|massive|absolute)\s+)*sucker for\s+(.+)$)")),
        // "I'm not much of a beer drinker", "I'm really not a morning person".
        rx(QStringLiteral(R"(^(?:i'm|i am)\s+(?:(?:really|just|honestly|definitely|simply)\s+)*not\s+(?:(?:much of|really|exactly|much|a big|a huge|a great|big|the biggest)\s+)*(?:a|an)?\s*(.+?)\s+(?:drinker|eater|fan|person|reader|watcher|lover|type)$)")),
        // Diets begun by giving something up: "I've cut out gluten".
        rx(QStringLiteral(R"(^i(?:'ve| have)?\s+(?:(?:completely|totally|finally|recently)\s+)?(?:cut out|given up|stopped eating|stopped drinking|ditched|sworn off|cut back on)\s+(?!(?:on|trying|hope|my|the|it|that|this|work)\b)(.+?)(?:\s+(?:completely|entirely|for good|altogether|years ago|a while ago|last year|this year))?$)")),
        rx(QStringLiteral(R"(^(?:i'm|i am)\s+(?:(?:currently|now|still)\s+)?(?:doing|trying|on|following)\s+(?:a\s+|the\s+)?(keto|paleo|whole30|atkins|low-carb|low carb|low-fat|low fat|sugar-free|gluten-free|dairy-free|intermittent fasting|veganuary|dry january|carnivore|mediterranean|fodmap|low-fodmap)\b(?!.*\b(?:this|today|tonight|tomorrow)\b).*$)")),
    };
    for (const QRegularExpression &re : mine)
        if (const auto m = re.match(c); m.hasMatch() && !isVague(m.captured(1)))
            return like(m.captured(1), c, true);
    // "Looking for a new series – I loved Severance": a work liked in the
    // past tense, named with a capital (not "I loved the hotel").
    static const QRegularExpression lovedWork = rx(QStringLiteral(R"(^i\s+(?:really\s+|absolutely\s+|just\s+|totally\s+)?loved\s+(\S.*)$)"));
    if (const auto m = lovedWork.match(c); m.hasMatch() && m.captured(1).at(0).isUpper() && !isVague(m.captured(1)))
        return like(m.captured(1), c, true);
    // The household's diet: "We don't eat pork in our house", "We're a
    // vegetarian household".
    static const QRegularExpression household = rx(QStringLiteral(
        R"(^we\s+(?:don't|do not|never)\s+(?:eat|drink|cook with|buy|have)\s+(.+?)\s+(?:in (?:our|this) (?:house|home|family)|at home|as a family)$|^we(?:'re| are)\s+an?\s+(vegetarian|vegan|pescatarian|halal|kosher|gluten-free|meat-free|dairy-free|nut-free)\s+(?:household|family|home)$|^we\s+(?:keep|eat)\s+(kosher|halal)(?:\s+(?:at home|in our (?:house|home)|as a family))?$)"));
    if (const auto m = household.match(c); m.hasMatch())
        return candidate(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(c)), 0.85, QStringLiteral("diet"), c);

    // The thing is the subject: "Knitting keeps me sane", "Crowds stress me
    // out", "Gardening is how I unwind", "Saturday mornings are for the
    // farmers' market". Not "the meeting stresses me out": a thing with a
    // determiner is the situation at hand. ("No sugar for me" is left out:
    // as often an order as a diet.)
    static const QList<QRegularExpression> theirs = {
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:really\s+|always\s+|just\s+)?keeps? me\s+(?:sane|grounded|going|happy|calm|balanced)$)")),
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:is|are)\s+(?:how|where)\s+i\s+(?:unwind|relax|switch off|recharge|de-stress|destress|chill(?: out)?|escape|find (?:peace|my peace))$)")),
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:is|are)\s+my\s+(?:happy place|therapy|escape|sanctuary|religion|passion|obsession|comfort zone)$)")),
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:really\s+|always\s+|totally\s+|just\s+)?(?:stress(?:es)? me out|freak(?:s)? me out|creep(?:s)? me out|gross(?:es)? me out|wear(?:s)? me out|scare(?:s)? me|terrif(?:y|ies) me|frighten(?:s)? me|fascinate(?:s)? me|excite(?:s)? me|inspire(?:s)? me|energi[sz]e(?:s)? me|lights? me up|makes? my day|drains? me|exhausts? me)$)")),
        // "Football is everything to me", "Mushrooms are my nemesis",
        // "Camping is not for me" (kept before the last entry, which the
        // determiner test below treats differently).
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:is|are|means|mean)\s+(?:everything|the world|so much)\s+to\s+me$)")),
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:is|are)\s+what\s+i\s+do\s+to\s+(?:unwind|relax|switch off|recharge|de-stress|destress|chill(?: out)?)$)")),
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:really\s+|always\s+)?(?:does|do)\s+me\s+(?:so much\s+|a lot of\s+|a world of\s+)?good$)")),
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:is|are)\s+my\s+(?:nemesis|nightmare|worst enemy|pet hate|bête noire|bete noire)$)")),
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:is|are)\s+(?:just\s+|really\s+|simply\s+|definitely\s+)?not\s+for\s+me$)")),
        // "Pizza night is sacred in our house" (not "nothing is sacred").
        rx(QStringLiteral(R"(^(\p{L}[\p{L}\s'’-]{1,40}?)\s+(?:is|are)\s+(?:absolutely\s+|totally\s+)?sacred(?:\s+(?:to me|to us|in our (?:house|home|family)|at our place|here))?$)")),
        rx(QStringLiteral(R"(^(?:(?:saturday|sunday|friday|lazy|rainy|summer|winter)\s+)?(?:mornings|evenings|nights|afternoons|weekends|sundays|saturdays|fridays|summers|winters|holidays|days off) are (?:for|made for|all about|reserved for)\s+(.+)$)")),
    };
    static const QRegularExpression pronoun = rx(QStringLiteral(R"(\b(?:i|you|he|she|we|they)\b)"));
    static const QRegularExpression determiner = rx(QStringLiteral(R"(^(?:the|a|an|my|your|our|his|her|their|its|each|every|some)\s)"));
    for (const QRegularExpression &re : theirs)
        if (const auto m = re.match(c); m.hasMatch() && !isVague(m.captured(1)) && !pronoun.match(m.captured(1)).hasMatch()
            && (&re == &theirs.constLast() || !determiner.match(m.captured(1)).hasMatch()))
            return like(m.captured(1), c, false);
    return std::nullopt;
}

std::optional<CaptureCandidate> leisureIn(const QString &sentence)
{
    // "When I have free time, I paint": the clauses a comma separates read
    // as one, since the lead-in alone is a supposition and "I paint" alone
    // says nothing of liking.
    static const QRegularExpression spare = rx(QStringLiteral(
        R"(^(?:when(?:ever)?\s+i\s+(?:have|get)\s+(?:some\s+|the\s+)?(?:free|spare)\s+time|in\s+my\s+(?:spare|free)\s+time|on\s+(?:weekends|sundays|saturdays|my days off)|after\s+work|most\s+(?:evenings|weekends|mornings))\s*,\s*i\s+(?:(?:usually|always|often|mostly|like to|love to|tend to)\s+)*(?!(?:will|'ll|have to|need to|must|am going)\b)([^,]+)$)"));
    const auto m = spare.match(sentence.trimmed());
    if (!m.hasMatch() || isVague(m.captured(1)))
        return std::nullopt;
    return like(m.captured(1), sentence.trimmed(), true);
}

std::optional<CaptureCandidate> tasteAcrossClauses(const QString &sentence)
{
    const QString said = sentence.trimmed().remove(rx(QStringLiteral(R"([.!]+$)")));
    // "Give me a good thriller and I'm happy (for the whole weekend)": the
    // clause split at "and I'm" would leave a request and a mood.
    static const QRegularExpression given = rx(QStringLiteral(
        R"(^give me\s+(.+?)\s+and i'm\s+(?:happy|set|content|sorted|good|in heaven|a happy \p{L}+)(?:\s+for\s+(?:the\s+)?(?:whole\s+|entire\s+|rest of the\s+)?(?:day|evening|night|weekend|week|afternoon|hours?))?$)"));
    if (const auto m = given.match(said); m.hasMatch() && !isVague(m.captured(1)))
        return like(m.captured(1), said, false);
    // "Spicy food – the hotter the better", "The spicier the better": a
    // taste by its degree. Only comparatives of taste and feel: "the sooner
    // the better" is about the task at hand.
    static const QRegularExpression degree = rx(QStringLiteral(
        R"(^(?:([\p{L}][\p{L}\s-]{1,30}?)\s*[–—:,-]\s*)?the\s+(spicier|hotter|stronger|darker|sweeter|saltier|crispier|crunchier|cheesier|louder|colder|bolder|richer|smellier|stinkier|sourer|nerdier|weirder|gorier|scarier)\s+the\s+better\b)"));
    // Someone's own ("My sister – the spicier the better") is theirs, not the person's.
    static const QRegularExpression someone = rx(QStringLiteral(R"(^(?:my|his|her|their|our|your)\s)"));
    if (const auto m = degree.match(said); m.hasMatch() && !isVague(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1))
        && !someone.match(m.captured(1)).hasMatch()) {
        const QString thing = m.captured(1).trimmed();
        QString base = m.captured(2).toLower();
        base.chop(2); // "spicier" -> "spici", "hotter" -> "hott", "louder" -> "loud"
        if (base.endsWith(u'i'))
            base.replace(base.size() - 1, 1, u'y');
        else if (base.size() > 2 && base.at(base.size() - 1) == base.at(base.size() - 2))
            base.chop(1);
        const QString degreeSaid = QStringLiteral("the %1 the better").arg(m.captured(2).toLower());
        return candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(thing.isEmpty() ? base : thing),
                         thing.isEmpty() ? QStringLiteral("Likes things %1: %2.").arg(base, degreeSaid)
                                         : sentenceCase(QStringLiteral("%1 – %2.").arg(thing, degreeSaid)),
                         0.85, QStringLiteral("preference"), sentence);
    }
    // "I'd eat tacos every day if I could": a like said as a wish (the
    // "if" clause would read as a supposition), not "I'd eat anything right
    // now".
    static const QRegularExpression everyDay = rx(QStringLiteral(
        R"(^i(?:'d| would| could)\s+(?:happily\s+|gladly\s+)?(?:eat|drink|watch|listen to|read|play)\s+(.+?)\s+(?:every (?:day|night|single day|meal)|all day(?: long)?|for every meal|daily|forever)(?:\s*,?\s+if i could)?$)"));
    if (const auto m = everyDay.match(said); m.hasMatch() && !isVague(m.captured(1))
        && !m.captured(1).contains(rx(QStringLiteral(R"(^(?:anything|everything|something|a|an)\b)"))))
        return like(m.captured(1), said, true);
    // Diets the clause split cuts apart: "Gluten and I don't get along",
    // "Dairy and I are not friends" (not "Tom and I are not friends"), "I eat
    // fish but no other meat", "No caffeine after noon or I won't sleep".
    static const QRegularExpression notAlong = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,30}?)\s+and\s+i\s+(?:just\s+|really\s+|simply\s+)?(?:(?:don't|do not|never)\s+(?:get along|get on|agree|mix)|(?:are not|aren't|are no longer|were never)\s+(?:friends|a (?:good )?match))\b)"));
    if (const auto m = notAlong.match(said); m.hasMatch() && isFoodWord(m.captured(1)))
        return candidate(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)),
                         QStringLiteral("Doesn't get on with %1.").arg(m.captured(1).trimmed().toLower()), 0.85,
                         QStringLiteral("allergy"), sentence);
    static const QRegularExpression butNo = rx(QStringLiteral(R"(^i\s+(?:only\s+)?eat\s+(.+?)\s*,?\s+but\s+(?:no|not|never)\s+(?:other\s+)?(.+)$)"));
    if (const auto m = butNo.match(said); m.hasMatch() && isFoodWord(m.captured(1)) && isFoodWord(m.captured(2)))
        return candidate(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(said)), 0.85,
                         QStringLiteral("diet"), sentence);
    static const QRegularExpression noXAfter = rx(QStringLiteral(
        R"(^(no\s+(.+?)\s+(?:after|before|past)\s+(?:\d{1,2}(?:\s*(?:am|pm|o'clock))?|noon|midday|lunch|lunchtime|dinner|six|seven|eight|nine|ten|the afternoon|the evening|bedtime))(?:\s*,?\s+(?:or|otherwise|because)\s+.+)?$)"));
    if (const auto m = noXAfter.match(said); m.hasMatch() && isFoodWord(m.captured(2)))
        return candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)), sentenceCase(m.captured(1) + u'.'), 0.85,
                         QStringLiteral("diet"), sentence);
    // A diet with its reason, across the comma: "Caffeine keeps me up all
    // night, so I avoid it", "I'm on blood thinners, so no grapefruit",
    // "Careful with nuts in any recipe, my throat swells up".
    static const QRegularExpression keepsMeUp = rx(QStringLiteral(
        R"(^(.+?)\s+(?:keeps|keep|gives|give|makes|make)\s+me\s+[^,]{2,40}?,?\s+so\s+i\s+(?:avoid|skip|cut out|stay off|don't (?:drink|eat|have|touch))\s+(?:it|them)(?:\s+\p{L}+)*$)"));
    if (const auto m = keepsMeUp.match(said); m.hasMatch() && isFoodWord(m.captured(1)))
        return candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(said)), 0.85,
                         QStringLiteral("diet"), sentence);
    static const QRegularExpression soNo = rx(QStringLiteral(
        R"(^(?:i'm|i am)\s+(?:on|taking)\s+(.+?)\s*,?\s+so\s+no\s+(.+?)(?:\s+for me)?$)"));
    if (const auto m = soNo.match(said); m.hasMatch() && isFoodWord(m.captured(2)))
        return candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)), sentenceCase(aboutThePerson(said)), 0.85,
                         QStringLiteral("diet"), sentence);
    static const QRegularExpression careful = rx(QStringLiteral(
        R"(^(?:be\s+)?careful\s+with\s+(.+?)(?:\s+in\s+(?:any|my|the|every)\s+\p{L}+)?\s*[,;–—-]\s*((?:my\s+(?:throat|face|lips|tongue|skin|mouth)\s+(?:swells|swell|itches|itch|breaks out|goes numb)|i'm\s+(?:very\s+|severely\s+)?allergic|i\s+react(?:\s+badly)?)\b.*)$)"));
    if (const auto m = careful.match(said); m.hasMatch() && isFoodWord(m.captured(1)))
        return candidate(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)),
                         QStringLiteral("Reacts to %1: %2.").arg(m.captured(1).trimmed().toLower(), thirdPerson(m.captured(2)).trimmed()), 0.85,
                         QStringLiteral("allergy"), sentence);
    // "No pork for me, please" (a diet; "no dessert for me tonight" is the
    // meal in front of them).
    static const QRegularExpression noneForMe = rx(QStringLiteral(
        R"(^no\s+(.+?)\s+for\s+me(?:\s*,?\s*(?:please|thanks|thank you|ever))?(?:\s*[,;]\s*(?:i'm|i am|because|as|since)\b.*)?$)"));
    if (const auto m = noneForMe.match(said); m.hasMatch() && isFoodWord(m.captured(1)))
        return candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)),
                         QStringLiteral("No %1.").arg(m.captured(1).trimmed().toLower()), 0.85, QStringLiteral("diet"), sentence);
    return std::nullopt;
}

QList<CaptureCandidate> tastesAsReactions(const QList<Sentence> &sentences)
{
    // "Mushrooms? Yuck, I pick them out of everything", "Olives? I can't
    // stand them": a bare thing asked, then a reaction of taste to it. "No
    // thanks" alone is an answer to an offer ("Dessert? No thanks, I'm
    // full"), so the reaction must be disgust or a word of hating it.
    static const QRegularExpression bare = rx(QStringLiteral(R"(^(\p{L}[\p{L}\s-]{1,30}?)\s*\??$)"));
    static const QRegularExpression disgust = rx(QStringLiteral(
        R"(^(?:(?:no thanks|no thank you|no way|never)\s*[,!.]\s*)?(?:(?:yuck|eww*|ugh|gross|blech|bleh|urgh)\b|i\s+(?:really\s+|just\s+|absolutely\s+)?(?:loathe|hate|detest|despise|can't stand|cannot stand|can't bear|can't abide)\s+(?:them|it|those|that stuff)\b))"));
    QList<CaptureCandidate> out;
    for (qsizetype i = 0; i + 1 < sentences.size(); ++i) {
        const Sentence &asked = sentences.at(i);
        const auto thing = bare.match(asked.text.trimmed());
        if (!(asked.question || asked.text.trimmed().endsWith(u'?')) || !thing.hasMatch() || isVague(thing.captured(1)))
            continue;
        static const QRegularExpression asking = rx(QStringLiteral(
            R"(^(?:what|who|why|how|when|where|which|do|does|did|is|are|can|could|would|will|should|any|anything|more)\b)"));
        if (asking.match(thing.captured(1)).hasMatch())
            continue;
        const QString reaction = sentences.at(i + 1).text.trimmed();
        if (!disgust.match(reaction).hasMatch())
            continue;
        const QString what = thing.captured(1).trimmed();
        out.append(candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(what),
                             sentenceCase(QStringLiteral("Does not like %1.").arg(what.toLower())), 0.85,
                             QStringLiteral("preference"), sentences.at(i).text + u' ' + reaction));
    }
    return out;
}

std::optional<CaptureCandidate> dietInIdiom(const QString &c)
{
    // A food or drink as the subject, never the conversation or the day:
    // "work gives me a headache", "that sends me to sleep".
    static const QRegularExpression notFood = rx(QStringLiteral(
        R"(^(?:it|that|this|these|those|they|he|she|you|we|i|the|my|your|his|her|our|their|work|stress|meetings?|mondays?|people|traffic|noise|exams?|school|everything|nothing)\b)"));
    const auto food = [&](const QString &what) { return !isVague(what) && !notFood.match(what.trimmed()).hasMatch(); };
    const auto allergy = [&](const QString &what, const QString &content) {
        return std::optional<CaptureCandidate>(candidate(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(what), sentenceCase(content), 0.85,
                                                         QStringLiteral("allergy"), c));
    };
    const auto diet = [&](const QString &what, const QString &content) {
        return std::optional<CaptureCandidate>(candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(what).section(u' ', 0, 3),
                                                         sentenceCase(content), 0.85, QStringLiteral("diet"), c));
    };
    // What a food does to the person: "Soy gives me stomach cramps",
    // "Anything with sesame sends me to hospital".
    static const QRegularExpression symptom = rx(QStringLiteral(
        R"(^(?:anything|everything|something)?\s*(?:with|containing)?\s*(\p{L}[\p{L}\s-]{1,30}?)\s+(?:always\s+|just\s+)?(?:gives?\s+me\s+(?:(?:really|terrible|awful|bad|horrible|such|the worst)\s+)?(?:stomach cramps|cramps|bloating|indigestion|diarrh(?:o)?ea|nausea|the runs|a stomach ?ache|stomach ?aches|eczema|a reaction|reflux|gas|hives|a rash|heartburn)|(?:sends|puts|lands|landed)\s+me\s+(?:in|to)\s+(?:the\s+)?(?:hospital|a&e|er|emergency(?: room)?))(?:\s+(?:every time|each time|always|without fail|every single time))?$)"));
    if (const auto m = symptom.match(c); m.hasMatch() && food(m.captured(1)))
        return allergy(m.captured(1), thirdPerson(c));
    // "Peanuts are deadly for me".
    static const QRegularExpression deadly = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,30}?)\s+(?:is|are|can be)\s+(?:deadly|dangerous|lethal|poison|poisonous|life-threatening)\s+(?:for|to)\s+me$)"));
    if (const auto m = deadly.match(c); m.hasMatch() && food(m.captured(1)))
        return allergy(m.captured(1), thirdPerson(c));
    // "My body can't handle lactose".
    static const QRegularExpression body = rx(QStringLiteral(
        R"(^my\s+(?:body|stomach|gut|system|digestion)\s+(?:just\s+|really\s+|simply\s+)?(?:can't|cannot|doesn't|does not|won't)\s+(?:handle|tolerate|take|digest|process|cope with|deal with)\s+(.+)$)"));
    if (const auto m = body.match(c); m.hasMatch() && food(m.captured(1)))
        return allergy(m.captured(1), QStringLiteral("Can't tolerate %1").arg(m.captured(1).trimmed()));
    // "I'm trying to cut sugar completely" (not "… cut costs").
    static const QRegularExpression cutting = rx(QStringLiteral(
        R"(^(?:i'm|i am)\s+(?:trying|going|aiming|working|determined)\s+to\s+(?:cut out|cut down on|cut back on|cut|quit|give up|avoid|stay off|stay away from)\s+(.+?)(?:\s+(?:completely|entirely|altogether|for good|for now|this year))?$)"));
    // "I have to watch my salt intake" (not "… my weight").
    static const QRegularExpression watch = rx(QStringLiteral(
        R"(^i\s+(?:have to|need to|must|should|try to|'ve got to|got to)\s+(?:really\s+)?watch\s+my\s+(.+?)(?:\s+(?:intake|consumption|levels?))?$)"));
    // "I'm off dairy for the foreseeable future" (not "I'm off work").
    static const QRegularExpression off = rx(QStringLiteral(
        R"(^(?:i'm|i am)\s+(?:completely\s+|totally\s+|strictly\s+|still\s+)?off\s+(.+?)(?:\s+(?:for now|for the (?:foreseeable future|time being)|at the moment|these days|until further notice|for a while|completely|entirely|for good))?$)"));
    for (const QRegularExpression *re : {&cutting, &watch, &off})
        if (const auto m = re->match(c); m.hasMatch() && isFoodWord(m.captured(1)))
            return std::optional<CaptureCandidate>(candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)),
                                                             sentenceCase(aboutThePerson(c)), 0.85, QStringLiteral("diet"), c));
    // "Sesame is my big allergy".
    static const QRegularExpression myAllergy = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,30}?)\s+(?:is|are)\s+my\s+(?:(?:big|biggest|main|worst|only|one|real|serious)\s+)?(?:allergy|allergies|intolerance|trigger)$)"));
    if (const auto m = myAllergy.match(c); m.hasMatch() && food(m.captured(1)))
        return allergy(m.captured(1), thirdPerson(c));
    // "I've been off dairy for years", "Red meat is off the menu for me",
    // "I fast during Ramadan".
    static const QRegularExpression beenOff = rx(QStringLiteral(
        R"(^i(?:'ve| have)\s+been\s+off\s+(?!(?:work|school|sick|duty|the|my|it|that|this|social)\b)(.+?)\s+(?:for\s+(?:years|months|ages|a (?:long )?while|a year|decades|\d+\s+\p{L}+|(?:two|three|four|five|six|ten) \p{L}+)|since\s+.+)(?:\s+now)?$)"));
    if (const auto m = beenOff.match(c); m.hasMatch() && food(m.captured(1)))
        return diet(m.captured(1), aboutThePerson(c));
    static const QRegularExpression offMenu = rx(QStringLiteral(R"(^(\p{L}[\p{L}\s-]{1,30}?)\s+(?:is|are)\s+off\s+the\s+menu\s+for\s+me(?:\s+now)?$)"));
    if (const auto m = offMenu.match(c); m.hasMatch() && food(m.captured(1)))
        return diet(m.captured(1), QStringLiteral("Doesn't eat %1").arg(m.captured(1).trimmed().toLower()));
    static const QRegularExpression fasts = rx(QStringLiteral(R"(^i\s+(?:always\s+|usually\s+)?fast\s+(?:during|for|on|every|throughout|through|in)\s+(.+)$)"));
    if (const auto m = fasts.match(c); m.hasMatch() && !isVague(m.captured(1)))
        return diet(QStringLiteral("fasting"), aboutThePerson(c));
    return std::nullopt;
}

} // namespace tarn::CaptureRules::detail::english
