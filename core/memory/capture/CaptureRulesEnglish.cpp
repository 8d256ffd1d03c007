// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// English statements a person makes about themself (issue 20): where they
// live and work, their job, birthday and age, family, allergies and diets,
// likes phrased other than "I like". Names, "I like / prefer" and "remember
// / forget" stay in CaptureRules.cpp; asides, errands and the shapes that
// state nothing lasting are CaptureRulesEnglishTurn.cpp's.
//
// Each rule is a pattern over the clause's structure (a first-person subject,
// a verb from a small lexicon, an object), not a list of sentences.

#include "CaptureRulesText.h"

#include <QSet>

namespace tarn::CaptureRules::detail::english {

namespace {

// Nouns that name what someone is. Heads of longer phrases count too
// ("a senior software engineer" ends in "engineer").
const QSet<QString> &jobs()
{
    static const QSet<QString> set = [] {
        QSet<QString> s;
        for (const char *w :
             {"engineer", "developer", "programmer", "coder", "designer", "teacher", "nurse", "doctor", "physician",
              "surgeon", "dentist", "lawyer", "attorney", "solicitor", "accountant", "architect", "student", "researcher",
              "scientist", "professor", "lecturer", "chef", "cook", "baker", "butcher", "writer", "author", "journalist",
              "reporter", "editor", "artist", "painter", "musician", "singer", "photographer", "pilot", "firefighter",
              "officer", "cop", "mechanic", "electrician", "plumber", "carpenter", "farmer", "pharmacist", "therapist",
              "psychologist", "psychiatrist", "consultant", "manager", "analyst", "salesperson", "cashier", "waiter",
              "waitress", "bartender", "barista", "driver", "translator", "interpreter", "librarian", "vet",
              "veterinarian", "paramedic", "midwife", "soldier", "freelancer", "entrepreneur", "founder", "ceo", "cto",
              "cfo", "intern", "tutor", "coach", "trainer", "secretary", "assistant", "clerk", "technician",
              "administrator", "sysadmin", "admin", "accountant", "economist", "banker", "broker", "realtor",
              "actor", "actress", "dancer", "composer", "producer", "director", "illustrator", "animator", "tester",
              "physiotherapist", "optician", "caregiver", "carer", "cleaner", "janitor", "gardener", "landscaper",
              "hairdresser", "barber", "tailor", "jeweler", "jeweller", "welder", "machinist", "miner", "fisherman",
              "postman", "courier", "pharmacologist", "biologist", "chemist", "physicist", "mathematician",
              "statistician", "historian", "linguist", "sociologist", "professor", "principal", "headteacher",
              "kindergartner", "teaching assistant", "social worker", "worker", "employee", "contractor", "pastor",
              "priest", "rabbi", "imam", "vicar", "judge", "paralegal", "notary", "auditor", "bookkeeper", "receptionist",
              "dispatcher", "firefighter", "sailor", "captain", "steward", "stewardess", "flight attendant", "surveyor",
              "radiologist", "anesthesiologist", "anaesthetist", "pediatrician", "paediatrician", "cardiologist",
              "dermatologist", "neurologist", "oncologist", "surgeon", "resident", "undergrad", "undergraduate",
              "postdoc", "phd", "grad", "pupil", "apprentice", "trainee", "streamer", "youtuber", "blogger",
              "copywriter", "marketer", "recruiter", "strategist", "scrum master", "product owner", "devops", "sre"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return set;
}

// Diets one goes, turns or becomes ("I went vegan"): how one that still
// holds began.
const QString kTakenUpDiet = QStringLiteral("(vegan|vegetarian|pescatarian|plant-based|teetotal|sober|gluten-free|dairy-free)");

// Relatives and pets: "my sister lives in Hamburg" is about family.
// Close family and pets: "my sister lives in Hamburg" is about the person's
// own household. Friends, colleagues, cousins and neighbours are other
// people: what is said of them is theirs, not the person's.
const QString kRelation = QStringLiteral(
    R"((?:(?:older|younger|little|big|baby|twin|eldest|oldest|youngest|step|half)[ -]?)?)"
    R"((?:wife|husband|partner|spouse|boyfriend|girlfriend|fianc[eé]e?|son|sons|daughter|daughters|kid|kids|children|child|baby|toddler|twins|)"
    R"(mother|mom|mum|father|dad|parents|brother|brothers|sister|sisters|sibling|siblings|)"
    R"(grandmother|grandma|granny|grandfather|grandpa|grandparents|grandson|grandsons|granddaughter|granddaughters|grandchildren|grandkids|)"
    R"(dog|dogs|cat|cats|puppy|kitten|pet|pets|hamster|rabbit|parrot|horse|greyhound|labrador|retriever|terrier|spaniel|poodle|collie|)"
    R"(dachshund|beagle|pug|husky|budgie|guinea pigs?|tortoise|goldfish|ferret|chickens))");

bool isPlace(const QString &object)
{
    // "Berlin", "a small village near Leeds", "the suburbs": a proper noun
    // or a word for a place. "I live in fear" and "in the moment" are not.
    static const QRegularExpression proper(QStringLiteral(R"((?:^|\s)\p{Lu})"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression placeNoun = rx(QStringLiteral(
        R"(\b(?:city|town|village|suburbs?|countryside|country|house|flat|apartment|condo|farm|cottage|neighbou?rhood|area|region|state|province|island|coast|mountains|capital|outskirts|centre|center|downtown|uk|us|usa)\b)"));
    return proper.match(object).hasMatch() || placeNoun.match(object).hasMatch();
}

bool isJob(const QString &phrase)
{
    QString p = phrase.toLower().trimmed();
    static const QRegularExpression tail = rx(QStringLiteral(R"(\s+(?:at|for|in|with|by|from|of|working|who|based|specialising|specializing|since)\s+.*$)"));
    p.remove(tail);
    const QStringList words = p.split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty())
        return false;
    if (jobs().contains(words.constLast()) || (words.size() >= 2 && jobs().contains(words.mid(words.size() - 2).join(u' '))))
        return true;
    return false;
}

// "Works as a nurse" from "I work as a nurse": a note about the person.
QString note(const QString &verb, const QString &rest)
{
    return sentenceCase(verb + u' ' + thirdPerson(rest.trimmed()));
}

// Objects that point at the conversation or at nothing.
const QRegularExpression &vagueStart()
{
    static const QRegularExpression re = rx(QStringLiteral(R"(^(?:it|that|this|those|these|them|you|your|yours|the idea|the way|how|what|when you)\b)"));
    return re;
}

double confidenceOf(bool hedged)
{
    return hedged ? 0.6 : 0.85;
}

} // namespace

QString thirdPerson(QString text)
{
    static const QList<QPair<QRegularExpression, QString>> swaps{
        {rx(QStringLiteral(R"(\bmyself\b)")), QStringLiteral("themselves")},
        {rx(QStringLiteral(R"(\bmine\b)")), QStringLiteral("theirs")},
        {rx(QStringLiteral(R"(\bmy\b)")), QStringLiteral("their")},
        {rx(QStringLiteral(R"(\bme\b)")), QStringLiteral("them")},
        {rx(QStringLiteral(R"(\bi'm\b)")), QStringLiteral("they're")},
        {rx(QStringLiteral(R"(\bi\b)")), QStringLiteral("they")},
    };
    for (const auto &[from, to] : swaps)
        text.replace(from, to);
    return text;
}

// "I'm allergic to penicillin" is kept as "Is allergic to penicillin.",
// "I live in Berlin" as "Lives in Berlin.": a note about the person.
QString aboutThePerson(QString statement)
{
    static const QRegularExpression be = rx(QStringLiteral(R"(^(?:i'm|i am|im)\s+)"));
    static const QRegularExpression have = rx(QStringLiteral(R"(^(?:i've|i have)\s+)"));
    static const QRegularExpression was = rx(QStringLiteral(R"(^i was\s+)"));
    static const QRegularExpression verb = rx(QStringLiteral(
        R"(^i\s+((?:(?:never|always|usually|only|also|really|often|rarely|mostly|generally|still|just|actually|normally|mainly|totally|absolutely)\s+)*)(\p{L}+)\b)"));
    static const QRegularExpression dont = rx(QStringLiteral(R"(^i\s+(?:(?:really|just|also|honestly|generally|usually|simply)\s+)*(?:don't|do not|dont)\s+)"));
    static const QRegularExpression cant = rx(QStringLiteral(R"(^i\s+(?:(?:really|just|also|honestly|simply)\s+)*(?:can't|cannot|can not)\s+)"));
    static const QRegularExpression haveBeen = rx(QStringLiteral(R"(^(?:i've|i have)\s+been\s+)"));
    statement = statement.trimmed();
    if (const auto m = dont.match(statement); m.hasMatch())
        return QStringLiteral("does not ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = cant.match(statement); m.hasMatch())
        return QStringLiteral("cannot ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = haveBeen.match(statement); m.hasMatch())
        return QStringLiteral("has been ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = be.match(statement); m.hasMatch())
        return QStringLiteral("is ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = have.match(statement); m.hasMatch())
        return QStringLiteral("has ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = was.match(statement); m.hasMatch())
        return QStringLiteral("was ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = verb.match(statement); m.hasMatch()) {
        const QString adverbs = m.captured(1).toLower();
        QString v = m.captured(2).toLower();
        static const QSet<QString> modal{QStringLiteral("can"), QStringLiteral("will"), QStringLiteral("must"),
                                         QStringLiteral("should"), QStringLiteral("could"), QStringLiteral("would"),
                                         QStringLiteral("may"), QStringLiteral("might"), QStringLiteral("shall")};
        // Past forms stay as they are: "I went vegan" → "Went vegan".
        static const QSet<QString> past{QStringLiteral("went"), QStringLiteral("got"), QStringLiteral("gave"), QStringLiteral("grew"),
                                        QStringLiteral("became"), QStringLiteral("had"), QStringLiteral("made"), QStringLiteral("took"),
                                        QStringLiteral("began"), QStringLiteral("left"), QStringLiteral("came"), QStringLiteral("quit"),
                                        QStringLiteral("did"), QStringLiteral("was"), QStringLiteral("found"), QStringLiteral("lost")};
        if (v == u"do" || v == u"go")
            v += QStringLiteral("es");
        else if (past.contains(v) || (v.endsWith(QLatin1String("ed")) && v.size() > 4))
            ;
        else if (modal.contains(v))
            ;
        else if (v.endsWith(u's') || v.endsWith(QLatin1String("sh")) || v.endsWith(QLatin1String("ch")) || v.endsWith(u'x'))
            v += QStringLiteral("es");
        else if (v.size() > 1 && v.endsWith(u'y') && !QStringLiteral("aeiou").contains(v.at(v.size() - 2)))
            v = v.chopped(1) + QStringLiteral("ies");
        else
            v += u's';
        return adverbs + v + thirdPerson(statement.mid(m.capturedEnd(2)));
    }
    return thirdPerson(statement);
}








std::optional<CaptureCandidate> selfStatement(const QString &original)
{
    static const QRegularExpression hedge = rx(QStringLiteral(R"(^(?:i think|i guess|i suppose|maybe|perhaps|probably)\s*,?\s*)"));
    QString c = original.trimmed();
    bool hedged = false;
    if (const auto m = hedge.match(c); m.hasMatch()) {
        hedged = true;
        c = c.mid(m.capturedLength());
    }
    const double conf = confidenceOf(hedged);
    const auto make = [&](Kind kind, const QString &subject, const QString &content, const QString &rule) {
        return std::optional<CaptureCandidate>(candidate(kind, subject, content, conf, rule, original));
    };
    // "I went vegan three years ago" is how a diet that still holds began,
    // though "years ago" marks a past state anywhere else (isNonDurable).
    static const QRegularExpression wentSince = rx(QStringLiteral(
        R"(^i\s+(?:went|turned|became)\s+%1\s+(?:(?:\p{L}+|\d+)\s+(?:years?|months?)\s+ago|in\s+\d{4}|last\s+(?:year|month))$)").arg(kTakenUpDiet));
    if (wentSince.match(c).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    if (isNonDurable(c))
        return std::nullopt;

    // Diets first: "I don't eat meat" is a diet, not a negated fact.
    static const QRegularExpression dietIs = rx(QStringLiteral(
        R"(^(?:i'm|i am|im|i've been|i have been)\s+(?:(?:a|an|strictly|strict|mostly|fully|completely|basically|now|also|pretty much)\s+)*)"
        R"((vegetarian|veggie|vegan|pescatarian|pescetarian|flexitarian|plant-based|teetotal(?:l?er)?|keto|paleo|halal|kosher|gluten-free|dairy-free|sober|raw vegan|carnivore|lacto-ovo vegetarian|lacto-vegetarian|ovo-vegetarian|vegetarian now)\b)"));
    static const QRegularExpression dietOn = rx(QStringLiteral(
        R"(^(?:i'm|i am|i|im)\s+(?:(?:currently|strictly|now|also)\s+)?(?:on|follow|eat|keep to|stick to)\s+(?:a|an)\s+(.+?)\s+diet\b)"));
    static const QRegularExpression keep = rx(QStringLiteral(R"(^i\s+(?:keep|eat)\s+(kosher|halal)\b)"));
    static const QRegularExpression dontEat = rx(QStringLiteral(
        R"(^i\s+(?:(?:really|also|just|generally|strictly|absolutely)\s+)*(?:don't|do not|dont|never|no longer|can't|cannot|can not)\s+(eat|drink|touch|consume|have|take|tolerate|digest|handle|stomach)\s+(.+)$)"));
    static const QRegularExpression avoid = rx(QStringLiteral(
        R"(^i\s+(?:(?:always|strictly|also|try to|generally|have to|need to|must|should)\s+)*(avoid|stay away from|cut out|gave up(?!\s+on\b)|quit|stopped eating|stopped drinking|don't do)\s+(.+)$)"));
    static const QRegularExpression onlyEat = rx(QStringLiteral(
        R"(^i\s+(?:only|mostly|exclusively)\s+(eat|drink)\s+(.+)$|^i\s+(eat|drink)\s+(?:only|mostly|exclusively|just)\s+(.+)$|^i\s+eat\s+(vegetarian|vegan|plant-based|halal|kosher|gluten-free|paleo|keto|low-carb|pescatarian)\b.*$)"));
    static const QRegularExpression eatNo = rx(QStringLiteral(R"(^i\s+(eat|drink)\s+no\s+(.+)$)"));
    if (const auto m = dietIs.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    if (const auto m = dietOn.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"),
                    sentenceCase(QStringLiteral("Is on a %1 diet").arg(thirdPerson(m.captured(1)))), QStringLiteral("diet"));
    if (const auto m = keep.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    if (const auto m = dontEat.match(c); m.hasMatch()) {
        // "I can't have any alcohol" is about the alcohol.
        const QString object = m.captured(2).trimmed().remove(rx(QStringLiteral(R"(^any\s+(?=\p{L}))")));
        // "I can't take it anymore", "I don't have time": no food or drink.
        static const QRegularExpression notFood = rx(QStringLiteral(
            R"(^(?:it|that|this|them|any|time|a|an|the|much|long|more|enough|you|your|kids|children|a car|pets|questions|any more|anymore|part|sides|place|care|risks)\b)"));
        static const QRegularExpression eatVerb = rx(QStringLiteral(R"(^(?:eat|drink|tolerate|digest|stomach)$)"));
        const bool eatDrink = eatVerb.match(m.captured(1)).hasMatch();
        if (!notFood.match(object).hasMatch() && (eatDrink || object.contains(rx(QStringLiteral(
                R"(\b(?:meat|pork|beef|fish|dairy|milk|gluten|sugar|alcohol|caffeine|coffee|eggs?|nuts|wheat|soy|lactose|seafood|shellfish|beer|wine|chicken)\b)")))))
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(object),
                        sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    }
    if (const auto m = avoid.match(c); m.hasMatch() && !m.captured(2).contains(rx(QStringLiteral(R"(^(?:it|that|this|them|you)\b)"))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)), note(aboutThePerson(QStringLiteral("i ") + m.captured(1)), m.captured(2)),
                    QStringLiteral("diet"));
    static const QRegularExpression went = rx(QStringLiteral(
        R"(^i(?:\s+(?:recently|just|finally))?\s*(?:went|turned|became|have become|'ve become|have gone|'ve gone)\s+%1\b)").arg(kTakenUpDiet));
    static const QRegularExpression cutting = rx(QStringLiteral(
        R"(^(?:i'm|i am)\s+(?:trying to\s+)?(?:avoid(?:ing)?|cut(?:ting)? out|cut(?:ting)? down on|giv(?:e|ing) up|eat(?:ing)? less)\s+(.+)$)"));
    static const QRegularExpression xFree = rx(QStringLiteral(R"(^(?:i'm|i am)\s+(?:(?:strictly|mostly|now)\s+)*([\p{L}]+-free)(?:\s+(?:these days|now|nowadays))?$)"));
    static const QRegularExpression sensitive = rx(QStringLiteral(R"(^(?:i'm|i am)\s+(?:(?:very|quite|really|a bit|super)\s+)*(?:sensitive|hypersensitive)\s+to\s+(.+)$|^i\s+react\s+(?:badly|strongly)\s+to\s+(.+)$)"));
    if (const auto m = went.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    if (const auto m = cutting.match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch() && !m.captured(1).contains(rx(QStringLiteral(R"(^(?:work|people|the)\b)"))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    if (const auto m = xFree.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    if (const auto m = sensitive.match(c); m.hasMatch() && !vagueStart().match(m.captured(1) + m.captured(2)).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1) + m.captured(2)), sentenceCase(aboutThePerson(c)), QStringLiteral("allergy"));
    static const QRegularExpression reaction = rx(QStringLiteral(
        R"(^i\s+(?:always\s+)?get\s+(?:hives|a rash|rashes|sick|ill|migraines|a migraine|stomach aches?|bloated)\s+(?:from|after|when i (?:eat|drink|have))\s+(.+)$)"));
    // "Dairy doesn't agree with me", "Gluten makes me ill", "Eggs give me a rash".
    static const QRegularExpression disagrees = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,30}?)\s+(?:(?:doesn't|don't|does not|do not)\s+agree with me|(?:always\s+)?(?:makes?|gives?)\s+me\s+(?:really\s+|so\s+|very\s+)?(?:ill|sick|a rash|rashes|hives|migraines?|a migraine|headaches|a headache|(?:a\s+)?stomach ?aches?|bloated|heartburn|itchy))$)"));
    static const QRegularExpression fasting = rx(QStringLiteral(R"(^i\s+(?:do|practi[sc]e|follow)\s+(intermittent fasting|time-restricted eating|(?:the\s+)?(?:keto|paleo|atkins|mediterranean|fodmap|low-fodmap|dash)(?:\s+diet)?)$)"));
    static const QRegularExpression notFoodThing = rx(QStringLiteral(R"(^(?:it|that|this|these|those|work|he|she|they|you|people|noise|stress|everything|the|my|your|his|her|our|their|today|mondays?|meetings?|traffic|weather|music)\b)"));
    if (const auto m = disagrees.match(c); m.hasMatch() && !notFoodThing.match(m.captured(1)).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), sentenceCase(thirdPerson(c)), QStringLiteral("allergy"));
    if (const auto m = fasting.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    if (const auto m = reaction.match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("allergy"));
    if (const auto m = onlyEat.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    static const QRegularExpression teetotal = rx(QStringLiteral(R"(^i\s+(?:don't|do not|never)\s+drink(?:\s+at all)?$)"));
    if (teetotal.match(c).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:alcohol"), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));
    if (const auto m = eatNo.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)), sentenceCase(aboutThePerson(c)), QStringLiteral("diet"));

    // Likes phrased other than "I like": "I'm into", "a big fan of", "X is
    // my favourite", "not my thing", "a cat person".
    static const QRegularExpression into = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(?:(?:really|very|so|quite|pretty|super|totally|also|huge|big|massive|still|mostly|mainly|especially|particularly|deeply|absolutely|seriously)\s+)*(not\s+(?:really\s+|much\s+|very\s+|a\s+(?:big\s+|huge\s+)?)?)?)"
        R"((into|a (?:big |huge |massive |great |real |total )?fan of|no (?:big |great )?fan of|fond of|keen on|passionate about|crazy about|mad about|nuts about|obsessed with|addicted to|a lover of|fan of|partial to|big on|huge on|a sucker for|hooked on|getting into|getting really into))"
        R"(\s+(.+)$)"));
    if (const auto m = into.match(c); m.hasMatch()) {
        QString object = m.captured(3).trimmed();
        static const QRegularExpression vague = rx(QStringLiteral(R"(^(?:it|that|this|those|these|them|you|your|the idea|the way|how|what)\b)"));
        static const QRegularExpression trail = rx(QStringLiteral(R"(\s*,?\s*\b(?:anymore|any more|these days|nowadays|too|as well|either|at all|whatsoever|here)\s*$)"));
        object.remove(trail);
        if (!vague.match(object).hasMatch() && !object.isEmpty()) {
            const bool negative = !m.captured(1).isEmpty();
            Q_UNUSED(negative);
            QString said = c;
            said.remove(trail);
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(object), sentenceCase(aboutThePerson(said)),
                        QStringLiteral("preference"));
        }
    }
    static const QRegularExpression isFavourite = rx(QStringLiteral(
        R"(^(.+?)\s+(?:is|are|'s|has always been|have always been)\s+(?:(?:definitely|probably|by far|easily|really|absolutely|so|totally|very much|just)\s+)*my\s+(?:(?:very|all-time|absolute|total)\s+)?(?:favou?rite|fav|fave|thing|jam|go-to|comfort food|guilty pleasure|weakness|passion|obsession|happy place|kryptonite)(?:\s+(.+))?$)"));
    static const QRegularExpression soFar = rx(QStringLiteral(R"(\b(?:so far|today|this (?:time|week|year)|of (?:the|these|those) (?:options|ones|three|two))\b)"));
    if (const auto m = isFavourite.match(c); m.hasMatch() && !soFar.match(c).hasMatch()) {
        const QString what = m.captured(1).trimmed();
        static const QRegularExpression vague = rx(QStringLiteral(R"(^(?:it|that|this|those|these|they|which|what|the (?:first|second|third|last|blue|red|green|other|former|latter)|the \p{L}+ one|one|yours|you|your)\b)"));
        if (!vague.match(what).hasMatch() && !what.contains(rx(QStringLiteral(R"(\b(?:i|you|he|she|we)\b)")))) {
            const QString of = m.captured(2).trimmed();
            // Kept in the person's order: "Thai green curry is their
            // favourite dinner."
            return make(Kind::Preference,
                        of.isEmpty() ? QStringLiteral("preference:") + keyOf(what) : QStringLiteral("preference:favourite ") + keyOf(of),
                        sentenceCase(thirdPerson(c)), QStringLiteral("favourite"));
        }
    }
    // "Board games night is the highlight of my week", "… the best part of
    // my day": a like said by what it does to the week ("This is the
    // highlight of the trip so far" is about now, and names no thing).
    static const QRegularExpression highlight = rx(QStringLiteral(
        R"(^(.+?)\s+(?:is|are)\s+(?:(?:always|really|definitely|easily|honestly|just)\s+)?(?:(?:the|a)\s+(?:real\s+|absolute\s+)?(?:highlight|best part|best bit)\s+of\s+my\s+(?:day|week|weekend|month|year|morning|evening)s?|)"
        // "Crossword puzzles are my morning ritual", "… my Sunday treat".
        R"(my\s+(?:(?:little|daily|weekly|favourite|favorite|sacred)\s+)?(?:morning|evening|daily|weekly|weekend|sunday|saturday|bedtime|friday|night-time|nightly)\s+(?:ritual|routine|treat|tradition|habit|thing))$)"));
    if (const auto m = highlight.match(c); m.hasMatch() && !soFar.match(c).hasMatch()) {
        const QString what = m.captured(1).trimmed();
        static const QRegularExpression vague = rx(QStringLiteral(R"(^(?:it|that|this|those|these|they|which|what|today|tonight|yesterday|you|your|the (?:first|second|last|other) one)\b)"));
        if (!vague.match(what).hasMatch() && !what.contains(rx(QStringLiteral(R"(\b(?:i|you|he|she|we)\b)"))))
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(what), sentenceCase(thirdPerson(c)),
                        QStringLiteral("preference"));
    }
    static const QRegularExpression favouriteColon = rx(QStringLiteral(R"(^(?:my\s+)?(?:all-time\s+)?favou?rite\s+([\p{L}\s]{2,30}?)\s*[:=–-]\s*(.+)$)"));
    if (const auto m = favouriteColon.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:favourite ") + keyOf(m.captured(1)),
                    sentenceCase(QStringLiteral("Favourite %1: %2").arg(m.captured(1).trimmed(), m.captured(2).trimmed())), QStringLiteral("favourite"));
    static const QRegularExpression notMyThing = rx(QStringLiteral(
        R"(^(.+?)\s+(?:is|are|'s|isn't|aren't|is not|are not)\s+(?:really\s+|just\s+|simply\s+|exactly\s+|totally\s+|absolutely\s+|definitely\s+|very much\s+|so\s+|quite\s+|kind of\s+|sort of\s+|kinda\s+)?(not\s+)?(?:really\s+|exactly\s+|quite\s+)?(?:my (?:thing|cup of tea|style|jam|kind of [\p{L}-]+)|right up my (?:street|alley)|for me)(?:\s+at all|\s+really|\s+either)?$)"));
    if (const auto m = notMyThing.match(c); m.hasMatch()) {
        const QString what = m.captured(1).trimmed();
        const bool negative = !m.captured(2).isEmpty() || c.contains(rx(QStringLiteral(R"(\b(?:isn't|aren't)\b)")));
        static const QRegularExpression vague = rx(QStringLiteral(R"(^(?:it|that|this|those|these|they|which|one|the \p{L}+ one)\b)"));
        if (!vague.match(what).hasMatch())
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(what),
                        sentenceCase((negative ? QStringLiteral("Does not care for ") : QStringLiteral("Likes ")) + thirdPerson(what)), QStringLiteral("preference"));
    }
    // "Camping has never appealed to me", "Board games really appeal to me".
    static const QRegularExpression appeals = rx(QStringLiteral(
        R"(^(.+?)\s+(?:(has never|have never|never|doesn't|does not|don't|do not|just doesn't|really doesn't)\s+)?(?:really\s+|always\s+|just\s+)?appeal(?:s|ed)?\s+to\s+me(?:\s+at all|\s+much|\s+a lot)?$)"));
    if (const auto m = appeals.match(c); m.hasMatch()) {
        static const QRegularExpression vague = rx(QStringLiteral(R"(^(?:it|that|this|those|these|they|which|one|what|nothing|the \p{L}+ one)\b)"));
        if (!vague.match(m.captured(1)).hasMatch())
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)),
                        sentenceCase((m.captured(2).isEmpty() ? QStringLiteral("Likes ") : QStringLiteral("Does not care for ")) + thirdPerson(m.captured(1).trimmed())),
                        QStringLiteral("preference"));
    }
    static const QRegularExpression personType = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(not\s+)?(?:(?:really|definitely|totally|more of|much of|very much|such|also)\s+)*(?:a|an)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+person(?:\s+at all)?)"
        // "… rather than a beach person", ", not a coffee person": the other kind is said too.
        R"((?:\s*,?\s*(?:not|rather than|more than|than|over|instead of)\s+(?:a|an)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+person)?$)"));
    // "I've always loved jazz", "I have a soft spot for old films", "I'm
    // all about brunch", "I'm scared of spiders".
    static const QRegularExpression alwaysLoved = rx(QStringLiteral(
        R"(^i(?:'ve|\s+have)\s+always\s+(loved|liked|enjoyed|adored|hated|disliked|been (?:into|a (?:big |huge )?fan of|fond of|crazy about|obsessed with))\s+(.+)$)"));
    static const QRegularExpression softSpot = rx(QStringLiteral(
        R"(^i(?:'ve got|\s+have(?: got)?|'ve)\s+(?:a|such a|a real|a big|a huge)\s+(soft spot|thing|weakness|passion|love|fondness|sweet tooth|fear|phobia|dislike|aversion|hatred)(?:\s+(?:for|of)\s+(.+))?$)"));
    static const QRegularExpression allAbout = rx(QStringLiteral(
        R"(^(?:i'm|i am)\s+(?:(?:really|so|totally|very|pretty|quite|absolutely)\s+)*(all about|scared of|afraid of|terrified of|frightened of|sick of|not fond of|allergic to the idea of)\s+(.+)$)"));
    static const QRegularExpression could = rx(QStringLiteral(
        R"(^i(?:\s+could|'d|\s+would)\s+(?:happily\s+)?(?:eat|drink|watch|listen to|read|play|live on|talk about)\s+(.+?)\s+(?:every day|all day|forever|every single day|for days|day and night|on repeat|for hours|all night|every night)$)"));
    static const QRegularExpression lover = rx(QStringLiteral(
        R"(^(?:i'm|i am)\s+(?:a|an)\s+(?:(?:big|huge|massive|keen|avid|passionate|real|total|serious|proper|die-hard|lifelong|self-confessed|true)\s+)*)"
        R"(([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:lover|fan|supporter|enthusiast|addict|nerd|geek|buff|fanatic|junkie|aficionado|connoisseur|nut|freak|snob|hater)$)"));
    static const QRegularExpression isGreat = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,30}?)\s+(?:is|are)\s+(?:(?:just|simply|absolutely|honestly|so|really)\s+)*(life|the best thing ever|the best|amazing|awesome|fantastic|wonderful|delicious|overrated|underrated|terrible|awful|gross|disgusting|boring|the worst)(?:\s+(?:for me|to me|in my opinion|imo))?$)"));
    static const QRegularExpression determiner = rx(QStringLiteral(R"(^(?:the|this|that|these|those|your|his|her|their|our|it|my|a|an|which|what|everything|nothing|something|all|today|tomorrow|tonight|life)\b)"));
    if (const auto m = alwaysLoved.match(c); m.hasMatch() && !vagueStart().match(m.captured(2)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = softSpot.match(c); m.hasMatch() && (!m.captured(2).isEmpty() || m.captured(1).startsWith(QLatin1String("sweet"), Qt::CaseInsensitive))
        && !vagueStart().match(m.captured(2)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2).isEmpty() ? m.captured(1) : m.captured(2)), sentenceCase(aboutThePerson(c)),
                    QStringLiteral("preference"));
    if (const auto m = allAbout.match(c); m.hasMatch() && !vagueStart().match(m.captured(2)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = could.match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = lover.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = isGreat.match(c); m.hasMatch() && !determiner.match(m.captured(1)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPerson(c)), QStringLiteral("preference"));
    // "I've been loving jazz lately", "You can't beat a roast", "I live for
    // summer", "My go-to drink is a flat white", "My biggest pet peeve is
    // slow walkers".
    static const QRegularExpression lately = rx(QStringLiteral(
        R"(^(?:i've been|i have been|i'm|i am)\s+(?:really\s+)?(loving|enjoying|into|obsessed with|hooked on|addicted to)\s+(.+?)\s+(?:lately|recently|these days|at the moment|since .+|for (?:years|months|ages|a while|a few (?:years|months)))$)"));
    static const QRegularExpression cantBeat = rx(QStringLiteral(R"(^(?:you can't beat|nothing beats|can't beat|i live for|i'm never happier than (?:with|when)|there's nothing i (?:love|like|enjoy) more than|(?:i\s+)?can't get enough of|give me)\s+(.+?)(?:\s+(?:any day|every time|any time))?$)"));
    static const QRegularExpression myGoTo = rx(QStringLiteral(
        R"(^my\s+(?:(?:biggest|number one|main|usual|all-time)\s+)?(go-to|pet peeve|weakness|guilty pleasure|comfort food|preference|obsession|passion|hobby|hobbies)(?:\s+([\p{L}\s]{2,20}?))?\s+(?:is|are)\s+(?:for\s+)?(.+)$)"));
    static const QRegularExpression tendTo = rx(QStringLiteral(
        R"(^i\s+(?:tend to|always|usually|generally|normally)\s+(?:go for|order|pick|choose|prefer|like|love|enjoy|opt for|stick to|stick with)\s+(.+)$)"));
    static const QRegularExpression cantDeal = rx(QStringLiteral(
        R"(^i\s+(?:really\s+|just\s+|honestly\s+)?(?:can't|cannot)\s+(?:deal with|handle|take|do|cope with|bear)\s+(.+)$)"));
    static const QRegularExpression noGo = rx(QStringLiteral(
        R"(^(.+?)\s+(?:is|are)\s+(?:a\s+(?:no-go|no go|dealbreaker|deal-breaker|hard no|big no)|my (?:biggest )?pet peeve|not my favou?rite(?: thing)?|a pet peeve of mine|off-limits|off limits|out of the question)(?:\s+for me)?(?:\s*,\s*[^,]{1,40})?$)"));
    // Likes and dislikes in idiom: "I really dig hip hop", "Board games are
    // right up my alley", "Pho never gets old", "I'm always up for a hike",
    // "I steer clear of horror films", "Golf bores me to tears".
    static const QRegularExpression idiomLike = rx(QStringLiteral(
        R"(^i\s+(?:(?:really|totally|just|also)\s+)*(?:dig|go (?:crazy|nuts|wild|mad) for|(?:never|can't|cannot) say no to|(?:can't|cannot|couldn't) live without)\s+(.+)$|)"
        R"(^(?:i'm|i am)\s+(?:always|usually|forever)\s+up for\s+(.+)$)"));
    static const QRegularExpression idiomLikeAfter = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s'-]{1,40}?)\s+(?:(?:is|are)\s+(?:right\s+|just\s+|totally\s+)?up my (?:alley|street)|never gets? old|(?:always\s+)?makes? me (?:so\s+|really\s+|very\s+)?happy)$)"));
    static const QRegularExpression idiomDislike = rx(QStringLiteral(
        R"(^i\s+(?:(?:always|usually|really|just)\s+)*steer clear of\s+(.+)$)"));
    static const QRegularExpression idiomDislikeAfter = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s'-]{1,40}?)\s+(?:(?:really\s+|always\s+)?bores? me(?:\s+(?:to tears|to death|stiff|silly))?|(?:really\s+|always\s+)?gets? on my nerves|gives? me the creeps|(?:creeps|freaks) me out)$)"));
    for (const QRegularExpression *re : {&idiomLike, &idiomDislike})
        if (const auto m = re->match(c); m.hasMatch() && !vagueStart().match(m.captured(1) + m.captured(2)).hasMatch()
            && !(m.captured(1) + m.captured(2)).contains(rx(QStringLiteral(R"(\b(?:this|that|today|tonight|right now)\b)"))))
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)), sentenceCase(aboutThePerson(c)),
                        QStringLiteral("preference"));
    for (const QRegularExpression *re : {&idiomLikeAfter, &idiomDislikeAfter})
        if (const auto m = re->match(c); m.hasMatch() && !determiner.match(m.captured(1)).hasMatch() && !m.captured(1).contains(rx(QStringLiteral(R"(\b(?:i|you|he|she|we|they)\b)"))))
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPerson(c)), QStringLiteral("preference"));
    // Habits of taste: "I listen to jazz a lot", "I watch a lot of anime",
    // "I play tennis every week", "In my free time I paint watercolours",
    // "Cooking relaxes me".
    static const QRegularExpression often = rx(QStringLiteral(
        R"(^i\s+(?:listen to|watch|read|play|go)\s+(.+?)\s+(?:a lot|all the time|every (?:day|week|weekend|sunday|saturday)|most (?:days|weekends|evenings)|regularly|constantly|religiously)$)"));
    static const QRegularExpression lotsOf = rx(QStringLiteral(R"(^i\s+(?:listen to|watch|read|play)\s+(?:a lot of|tons of|loads of|lots of|so much)\s+(.+)$)"));
    static const QRegularExpression freeTime = rx(QStringLiteral(
        R"(^(?:in my (?:free|spare|down) time|on (?:the )?weekends|at weekends|for fun|to unwind|to relax)\s*,?\s+i\s+(?:(?:like to|love to|usually|often|mostly)\s+)?(\p{L}+\s+.+|\p{L}+)$)"));
    static const QRegularExpression soothes = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,30}?)\s+(?:always\s+)?(?:relaxes|calms|energi[sz]es|cheers|grounds)\s+me(?:\s+(?:down|up))?$)"));
    for (const QRegularExpression *re : {&often, &lotsOf, &freeTime})
        if (const auto m = re->match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch()
            && !m.captured(1).contains(rx(QStringLiteral(R"(\b(?:this|that|today|tonight|now)\b)"))))
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)).section(u' ', 0, 4),
                        sentenceCase(c.startsWith(QLatin1String("i "), Qt::CaseInsensitive) ? aboutThePerson(c) : thirdPerson(c)), QStringLiteral("preference"));
    if (const auto m = soothes.match(c); m.hasMatch() && !determiner.match(m.captured(1)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPerson(c)), QStringLiteral("preference"));
    if (const auto m = lately.match(c); m.hasMatch() && !vagueStart().match(m.captured(2)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = cantBeat.match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch()
        && !m.captured(1).contains(rx(QStringLiteral(R"(\b(?:this|that|these|those)\b)"))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)),
                    sentenceCase(c.startsWith(QLatin1String("i "), Qt::CaseInsensitive) ? aboutThePerson(c) : thirdPerson(c)), QStringLiteral("preference"));
    if (const auto m = myGoTo.match(c); m.hasMatch() && !vagueStart().match(m.captured(3)).hasMatch()
        && !m.captured(3).contains(rx(QStringLiteral(R"(\b(?:one|option|first|second|third|last|latter|former)$)"))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1) + u' ' + m.captured(2)), sentenceCase(thirdPerson(c)), QStringLiteral("preference"));
    if (const auto m = tendTo.match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch()
        && !m.captured(1).contains(rx(QStringLiteral(R"(^the\s+(?:first|second|last|other|cheaper|shorter|same|usual)\b|\bhere$|\b(?:option|one)$)"))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = cantDeal.match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch()
        && !m.captured(1).contains(rx(QStringLiteral(R"(\b(?:this|that|anymore|any more|right now|today)\b)"))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = noGo.match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch() && !m.captured(1).contains(rx(QStringLiteral(R"(^(?:the|this|that|it|which|what)\b)"))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPerson(c)), QStringLiteral("preference"));
    static const QRegularExpression noPatience = rx(QStringLiteral(
        R"(^i\s+have\s+(?:no|zero|little|very little)\s+(?:(?:patience|tolerance|time|love)\s+for|interest\s+in)\s+(.+)$)"));
    if (const auto m = noPatience.match(c); m.hasMatch() && !vagueStart().match(m.captured(1)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    static const QRegularExpression trait = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(?:(?:a|an|such a|such an|definitely a|definitely an|more of a|more of an|very much a|total|a total|a real|a bit of a|a bit of an)\s+)+)"
        R"((night owl|early bird|early riser|morning person|introvert|extrovert|extravert|homebody|coffee addict|tea drinker|coffee drinker|foodie|bookworm|gamer|sports fan|dog lover|cat lover|animal lover|neat freak|perfectionist|planner|procrastinator|light sleeper|heavy sleeper|picky eater|fussy eater|runner|cyclist|climber|swimmer|hiker|knitter|gardener)$)"));
    static const QRegularExpression bigDrinker = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(?:a|an)\s+(?:(?:big|huge|massive|keen|avid|passionate|heavy|real|total|serious|proper|die-hard|lifelong)\s+)+)"
        R"(([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:drinker|eater|reader|fan|lover|enthusiast|addict|nerd|geek|buff|person|fanatic|junkie)(?:\s*,\s*[^,]{1,30})?$)"));
    if (const auto m = bigDrinker.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = trait.match(c); m.hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    if (const auto m = personType.match(c); m.hasMatch()) {
        const bool negative = !m.captured(1).isEmpty();
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)) + QStringLiteral(" person"),
                    sentenceCase(QStringLiteral("Is %1a %2 person").arg(negative ? QStringLiteral("not ") : QString(), m.captured(2))),
                    QStringLiteral("preference"));
    }

    // Allergies and conditions: profile, one memory per allergen.
    static const QRegularExpression allergic = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(?:(?:severely|very|highly|mildly|slightly|deathly|really|super|extremely|also|quite)\s+)*(?:allergic|intolerant)\s+to\s+(.+)$)"));
    static const QRegularExpression allergy = rx(QStringLiteral(
        R"(^(?:i\s+have|i've\s+got|i\s+have\s+got|i've)\s+(?:an?\s+|some\s+|a\s+(?:severe|mild|bad|serious)\s+|(?:severe|mild|bad)\s+)?(?:(.+?)\s+)?(?:allergy|allergies|intolerance)(?:\s+(?:to|against)\s+(.+))?$)"));
    static const QRegularExpression intolerant = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(?:(?:severely|very|slightly|also)\s+)*(lactose|gluten|fructose|histamine|dairy|wheat)[ -]intolerant$)"));
    static const QRegularExpression condition = rx(QStringLiteral(
        R"(^(?:i\s+have|i've\s+got|i'm|i am)\s+(?:a\s+|an\s+)?((?:type [12] |pre-?)?diabet(?:es|ic)|c[o]?eliac(?: disease)?|asthma(?:tic)?|epilep(?:sy|tic)|ibs|crohn's(?: disease)?|colou?r-?blind|dyslexi[ac]|adhd|autis(?:m|tic)|migraines|hay fever|anaphylaxis|a peanut allergy|deaf|hard of hearing|left-handed|right-handed)\b(.*)$)"));
    const auto allergen = [&](const QString &raw) {
        QString a = raw.trimmed();
        static const QRegularExpression trail = rx(QStringLiteral(R"(\s*,?\s*\b(?:as well|too|also|though|unfortunately)\s*$)"));
        a.remove(trail);
        return a;
    };
    if (const auto m = allergic.match(c); m.hasMatch()) {
        const QString a = allergen(m.captured(1));
        // "allergic to Mondays" is a joke, not an allergy.
        static const QRegularExpression vague = rx(QStringLiteral(
            R"(^(?:it|that|this|them|you|work|working|mornings?|mondays?|people|stupid|bullshit|nonsense|meetings?|exercise|effort|homework|chores|commitment|cleaning|taxes|drama|math|maths)\b)"));
        if (vague.match(a).hasMatch())
            return std::nullopt;
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(a), sentenceCase(aboutThePerson(c.section(u',', 0, 0))), QStringLiteral("allergy"));
    }
    if (const auto m = allergy.match(c); m.hasMatch()) {
        const QString a = allergen(m.captured(2).isEmpty() ? m.captured(1) : m.captured(2));
        const bool isIntolerance = c.contains(QLatin1String("intoleran"), Qt::CaseInsensitive);
        Q_UNUSED(isIntolerance);
        if (!a.isEmpty() && !a.contains(rx(QStringLiteral(R"(^(?:no|any|my)\b)"))))
            return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(a), sentenceCase(aboutThePerson(c)), QStringLiteral("allergy"));
    }
    if (const auto m = intolerant.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)),
                    sentenceCase(QStringLiteral("Is %1 intolerant").arg(m.captured(1).toLower())), QStringLiteral("allergy"));
    if (const auto m = condition.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:health ") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("health"));

    // Standing instructions about how to answer are preferences: "please
    // always use metric units", "no small talk please", "stop using
    // exclamation marks". A one-off task ("write me a poem") is not.
    static const QRegularExpression always = rx(QStringLiteral(
        R"(^(?:please\s+)?(?:(?:always|never|don't ever|do not ever|don't|do not)\s+)(use|give|write|answer|reply|respond|call|address|send|add|include|put|show|format|start|end|sign|mention|suggest|recommend|assume|talk|speak|explain)\b(.*)$)"));
    static const QRegularExpression alwaysWithMe = rx(QStringLiteral(R"(\b(?:with me|for me|to me|from now on|in future|going forward|always|never|ever)\b)"));
    static const QRegularExpression stop = rx(QStringLiteral(
        R"(^(?:please\s+)?(?:stop|quit|avoid)\s+(\p{L}+ing)\s+(.+?)(?:,\s*(?:they|it|that|those|these)\s+.*)?$)"));
    static const QRegularExpression noThanks = rx(QStringLiteral(
        R"(^(?:please\s+)?no\s+(?:more\s+)?([\p{L}][\p{L}\s-]{1,40}?)(?:\s+please|,\s*please)(?:\s*,.*)?$|^(?:please\s+)?no\s+more\s+([\p{L}][\p{L}\s-]{1,40})$)"));
    if (const auto m = always.match(c); m.hasMatch() && (alwaysWithMe.match(c).hasMatch() || c.contains(rx(QStringLiteral(R"(^(?:please\s+)?(?:always|never))")))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)).section(u' ', 0, 5),
                    sentenceCase(QStringLiteral("Asks the assistant: ") + thirdPerson(c)), QStringLiteral("instruction"));
    if (const auto m = stop.match(c); m.hasMatch() && !m.captured(2).contains(rx(QStringLiteral(R"(^(?:it|that|this|now)\b)"))))
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(2)),
                    sentenceCase(QStringLiteral("Does not want the assistant ") + m.captured(1).toLower() + u' ' + thirdPerson(m.captured(2))),
                    QStringLiteral("instruction"));
    if (const auto m = noThanks.match(c); m.hasMatch()) {
        const QString what = (m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).trimmed();
        // "No more meetings for me today" is the day's, not a standing wish.
        static const QRegularExpression moment = rx(QStringLiteral(
            R"(\b(?:today|tonight|this (?:morning|afternoon|evening|week|weekend|month)|right now|for now|for today|at the moment)\b)"));
        if (!what.contains(rx(QStringLiteral(R"(^(?:problem|worries|thanks|thank|way|idea|need|rush|hurry|pressure|offence|offense|big deal|one|matter)\b)")))
            && !moment.match(what).hasMatch())
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(what),
                        sentenceCase(QStringLiteral("Does not want ") + thirdPerson(what)), QStringLiteral("instruction"));
    }

    // Likes and dislikes said as what a thing does to one: "nothing beats
    // X", "X ruins every dish for me", "X annoys me". Not "the 7:15 train
    // works better for me today": a comparison or a day makes it a choice.
    static const QRegularExpression vagueSubject = rx(QStringLiteral(R"(^(?:it|that|this|those|these|they|he|she|you|which|what|the (?:first|second|other|last|new)|your)\b)"));
    static const QRegularExpression nothingBeats = rx(QStringLiteral(
        R"(^(?:(?:nothing|there's nothing|there is nothing)\s+(?:beats|compares to|like|makes me happier than|is better than)|give me|i (?:really |just )?can't get enough of|i can never get enough of|i can never say no to|i can't say no to|i can't resist|i never say no to|i(?:'ll| will) never say no to|i(?:'d| would) never say no to)\s+(.+?)(?:\s+any day(?: of the week)?)?$)"));
    static const QRegularExpression find = rx(QStringLiteral(
        R"(^i\s+(?:really\s+|honestly\s+)?find\s+(.+?)\s+(?:(?:really|so|very|super|incredibly|quite|pretty|rather|a bit|kind of|utterly|deeply)\s+)*)"
        R"((boring|annoying|relaxing|fascinating|delicious|disgusting|overrated|tedious|unbearable|fun|beautiful|soothing|stressful|exhausting|irritating|calming|addictive|gross|hilarious|inspiring|pointless|dull|depressing)$)"));
    if (const auto m = find.match(c); m.hasMatch() && !vagueSubject.match(m.captured(1)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(aboutThePerson(c)), QStringLiteral("preference"));
    static const QRegularExpression doesToMe = rx(QStringLiteral(
        R"(^(.+?)\s+(ruins?|spoils?|annoys? me|irritates? me|drives? me (?:crazy|mad|nuts|up the wall)|gets? on my nerves|bugs? me|bores? me|disgusts? me|)"
        R"(gives? me (?:a headache|headaches|the creeps|nightmares)|makes? me (?:(?:so|really|very|absolutely|totally|super|incredibly)\s+)?(?:happy|calm|gag|cringe|anxious|nervous|uncomfortable|stressed|nauseous|sleepy|miserable)|tastes? (?:like soap|awful|horrible|disgusting|terrible)(?: to me)?|cheers? me up|relaxes? me|calms? me down|never gets? old|is the best|are the best|is the worst|are the worst|is overrated|are overrated|is gross|are gross|is disgusting|are disgusting)\b(.*)$)"));
    static const QRegularExpression situational = rx(QStringLiteral(R"(\b(?:today|tonight|tomorrow|this (?:time|one|week|morning|evening)|right now|better|more|than|instead)\b)"));
    static const QRegularExpression now = rx(QStringLiteral(R"(\b(?:today|tonight|tomorrow|this (?:time|one|week|morning|evening)|right now)\b)"));
    // "Tea over coffee, always."
    static const QRegularExpression overAlways = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,30}?)\s+(?:over|before|rather than)\s+(\p{L}[\p{L}\s-]{1,30}?)\s*,?\s*(?:always|every time|any day|every day|all day|for me)$|)"
        // "Cats > dogs, always": chat's sign for it (not "3 > 2": no words).
        R"(^(\p{L}[\p{L}\s-]{1,30}?)\s*>+\s*(\p{L}[\p{L}\s-]{1,30}?)(?:\s*,?\s*(?:always|every time|any day|every day|for me|fight me))?$)"));
    if (const auto m = overAlways.match(c); m.hasMatch()) {
        const QString better = (m.captured(1) + m.captured(3)).trimmed(), worse = (m.captured(2) + m.captured(4)).trimmed();
        if (!vagueSubject.match(better).hasMatch())
            return make(Kind::Preference, QStringLiteral("preference:") + keyOf(better) + QStringLiteral(" | ") + keyOf(worse),
                        sentenceCase(QStringLiteral("Prefers %1 over %2").arg(better, worse)), QStringLiteral("preference"));
    }
    if (const auto m = nothingBeats.match(c); m.hasMatch() && !now.match(c).hasMatch() && !vagueSubject.match(m.captured(1)).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)).section(u' ', 0, 3),
                    sentenceCase(c.startsWith(QLatin1String("i "), Qt::CaseInsensitive) ? aboutThePerson(c) : thirdPerson(c)), QStringLiteral("preference"));
    if (const auto m = doesToMe.match(c); m.hasMatch() && !situational.match(c).hasMatch() && !vagueSubject.match(m.captured(1)).hasMatch()
        && !m.captured(1).contains(rx(QStringLiteral(R"(\b(?:i|you|he|she|we)\b)")))) {
        // "makes me gag / makes me ill" about food is close to an allergy,
        // but without the word it is a dislike.
        return make(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPerson(c)),
                    QStringLiteral("preference"));
    }
    // "Peanuts can kill me", "shellfish makes me ill": an allergy in other words.
    static const QRegularExpression harms = rx(QStringLiteral(
        R"(^(.+?)\s+(?:can kill me|could kill me|will kill me|makes? me (?:really |very |so )?(?:ill|sick)|(?:doesn't|does not|don't|do not) agree with me|makes? me (?:sneeze|itch|wheeze|break out|swell up)|gives? me (?:hives|a rash|rashes|migraines|headaches|a migraine|stomach ache|cramps)|triggers? my (?:asthma|migraines?|allergy|allergies))\b(.*)$)"));
    if (const auto m = harms.match(c); m.hasMatch() && !vagueSubject.match(m.captured(1)).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), sentenceCase(thirdPerson(c)),
                    QStringLiteral("allergy"));

    // A condition named with oneself in the clause: "anything with gluten
    // makes me really ill" is health, whatever the sentence's shape.
    static const QRegularExpression healthTerm = rx(QStringLiteral(
        R"(\b(?:allerg(?:y|ies|ic)|intoleran(?:t|ce)|c[o]?eliac|diabet(?:es|ic)|asthma(?:tic)?|epilep(?:sy|tic)|hay fever|anaphyla(?:xis|ctic)|epipen|inhaler|hearing aid|wheelchair|insulin)\b)"));
    // Oneself as subject or object: "my friend is allergic" is the friend's.
    static const QRegularExpression mine = rx(QStringLiteral(R"(\b(?:i|i'm|i've|me)\b)"));
    static const QRegularExpression negated = rx(QStringLiteral(R"(\b(?:not|no|never|isn't|aren't|don't|doesn't)\b)"));
    // "I'm allergic" alone (after "I can't eat shellfish") names nothing.
    if (healthTerm.match(c).hasMatch() && mine.match(c).hasMatch() && !negated.match(c).hasMatch() && c.count(u' ') >= 3)
        return make(Kind::Profile, QStringLiteral("profile:health ") + keyOf(healthTerm.match(c).captured(0)), sentenceCase(thirdPerson(c)),
                    QStringLiteral("health"));

    // Negated facts state what is not so: "I don't live in Berlin" keeps
    // nothing (which memory it would replace is not ours to guess).
    static const QRegularExpression negation = rx(QStringLiteral(R"(\b(?:not|never|no longer|don't|doesn't|didn't|isn't|aren't|wasn't|haven't|hasn't|can't|cannot|won't|no)\b|n't\b)"));
    if (negation.match(c).hasMatch())
        return std::nullopt;

    // Where one lives: profile:home; where one is from: profile:origin.
    static const QRegularExpression live = rx(QStringLiteral(
        R"(^(?:i|we)\s+(?:(?:currently|now|still|also|actually|mostly|happily)\s+)*(?:live|reside|stay|am living|'m living|are living|'re living)\s+(?:with\s+.+?\s+)?(in|near|outside(?: of)?|on|just outside|close to|by)\s+(.+)$)"));
    static const QRegularExpression based = rx(QStringLiteral(
        R"(^(?:i'm|i am|im|we're|we are)\s+(?:(?:currently|now|also|actually)\s+)*(?:based|located|living|settled)\s+(in|near|out of|outside(?: of)?)\s+(.+)$)"));
    static const QRegularExpression home = rx(QStringLiteral(R"(^(?:my\s+)?home(?:town| town| base)?(?:\s+for me)?\s+is\s+(?:in\s+)?(.+)$)"));
    static const QRegularExpression moved = rx(QStringLiteral(R"(^(?:i|we)\s+(?:(?:just|recently|finally)\s+)*(?:moved|relocated)\s+to\s+(.+)$)"));
    // "We just bought a house in Leipzig": where the person now lives.
    static const QRegularExpression newHome = rx(QStringLiteral(
        R"(^(?:i|we)\s+(?:(?:just|recently|finally|now)\s+)*(?:bought|rent|own|'re renting|are renting|moved into)\s+(?:a|an|our|my)\s+(?:(?:new|small|little|tiny|big|old)\s+)*(?:house|flat|apartment|home|place|condo|cottage|bungalow|townhouse)\s+(?:in|near|outside|just outside)\s+(.+)$)"));
    static const QRegularExpression from = rx(QStringLiteral(
        R"(^(?:i'm|i am|im|i\s+come|i\s+originally\s+come|i'm\s+originally|i am\s+originally)\s+(?:originally\s+)?from\s+(.+)$)"));
    static const QRegularExpression grewUp = rx(QStringLiteral(R"(^i\s+(?:grew up|was raised|was brought up)\s+in\s+(.+)$)"));
    if (const auto m = live.match(c); m.hasMatch() && isPlace(m.captured(2)))
        return make(Kind::Profile, QStringLiteral("profile:home"),
                    note(QStringLiteral("Lives ") + m.captured(1).toLower(), m.captured(2)), QStringLiteral("home"));
    if (const auto m = based.match(c); m.hasMatch() && isPlace(m.captured(2)))
        return make(Kind::Profile, QStringLiteral("profile:home"), sentenceCase(aboutThePerson(c)), QStringLiteral("home"));
    if (const auto m = home.match(c); m.hasMatch() && isPlace(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:home"), note(QStringLiteral("Home is"), m.captured(1)), QStringLiteral("home"));
    if (const auto m = newHome.match(c); m.hasMatch() && isPlace(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:home"), sentenceCase(aboutThePerson(c)), QStringLiteral("home"));
    if (const auto m = moved.match(c); m.hasMatch() && isPlace(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:home"), note(QStringLiteral("Moved to"), m.captured(1)), QStringLiteral("home"));
    if (const auto m = from.match(c); m.hasMatch() && isPlace(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:origin"), note(QStringLiteral("Is from"), m.captured(1)), QStringLiteral("origin"));
    if (const auto m = grewUp.match(c); m.hasMatch() && isPlace(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:origin"), note(QStringLiteral("Grew up in"), m.captured(1)), QStringLiteral("origin"));

    // Work: the job (profile:job), the employer (profile:workplace).
    static const QRegularExpression workAs = rx(QStringLiteral(
        R"(^i\s+(?:(?:currently|now|also|still|mainly|mostly|actually)\s+)*(?:work|am working|'m working|earn my living|make a living)\s+as\s+(.+)$)"));
    static const QRegularExpression workAt = rx(QStringLiteral(
        R"(^(?:i\s+(?:(?:currently|now|also|still|mainly|mostly|actually)\s+)*(?:work|am working|'m working|intern|am employed|'m employed|teach)|i'm\s+(?:(?:currently|now|still)\s+)*(?:employed|working)|i am\s+(?:(?:currently|now|still)\s+)*(?:employed|working))\s+(at|for|with|in|from)\s+(.+)$)"));
    static const QRegularExpression iAmA = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(?:(?:currently|now|also|actually|still|just)\s+)*(an?\s+.+?)(?:\s+by (?:profession|trade))?$)"));
    static const QRegularExpression myJob = rx(QStringLiteral(
        R"(^my\s+(?:(?:current|day|actual|main)\s+)?(?:job|profession|occupation|role|position|title|job title|line of work)\s+is\s+(.+)$)"));
    static const QRegularExpression status = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(?:(?:currently|now|also|actually|happily|semi-)\s*)*(retired|unemployed|self-employed|freelancing|between jobs|a stay-at-home (?:mom|dad|mum|parent)|on parental leave|on maternity leave|a full-time (?:student|parent|mom|dad))\b(.*)$)"));
    static const QRegularExpression runOwn = rx(QStringLiteral(R"(^i\s+(?:run|own|manage|founded|co-founded|started)\s+(an?\s+(?:small\s+)?(?:company|business|shop|store|bakery|restaurant|cafe|café|startup|agency|studio|practice|firm|farm|bar|hotel|clinic)\b.*)$)"));
    static const QRegularExpression study = rx(QStringLiteral(
        R"(^(?:i\s+(?:(?:currently|now|also)\s+)?(?:study|am studying|'m studying|major in|am majoring in|'m majoring in)|(?:i'm|i am)\s+(?:(?:currently|now|also)\s+)?(?:studying|majoring in|doing a (?:degree|phd|masters?|bachelor'?s?) in))\s+(.+)$)"));
    static const QRegularExpression teach = rx(QStringLiteral(R"(^i\s+teach\s+(.+)$)"));
    static const QRegularExpression placeBased = QRegularExpression(QStringLiteral(R"(^(?:[Ii]'m|[Ii] am|[Ww]e're|[Ww]e are)\s+(\p{Lu}[\p{L}\s]*?)-based$)"),
                                                                    QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression inField = rx(QStringLiteral(
        R"(^(?:i'm|i am|i work)\s+in\s+(marketing|sales|finance|it|tech|healthcare|education|hr|retail|hospitality|construction|insurance|banking|consulting|law|medicine|research|)"
        R"(academia|engineering|logistics|real estate|publishing|advertising|software|government|the public sector|the nhs|nursing|teaching|pharma|biotech|accounting|recruitment|journalism|media)$)"));
    if (const auto m = placeBased.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:home"), sentenceCase(aboutThePerson(c)), QStringLiteral("home"));
    if (const auto m = inField.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), sentenceCase(aboutThePerson(c)), QStringLiteral("job"));
    static const QRegularExpression workHow = rx(QStringLiteral(
        R"(^i\s+(?:(?:mostly|mainly|usually|currently|now)\s+)?work\s+(remotely|nights|night shifts|shifts|part-time|part time|full-time|full time|freelance|weekends|from home|four days a week|flexible hours)\b.*$)"));
    static const QRegularExpression haveLived = rx(QStringLiteral(
        R"(^i(?:'ve|\s+have)\s+(?:been\s+)?(?:liv(?:ed|ing)|based)\s+in\s+(.+?)\s+(?:for|since)\s+.+$)"));
    static const QRegularExpression haveWorked = rx(QStringLiteral(
        R"(^i(?:'ve|\s+have)\s+(?:been\s+)?(?:work(?:ed|ing)\s+(?:at|for|as)\s+.+|been\s+an?\s+.+?)\s+(?:for|since)\s+.+$)"));
    static const QRegularExpression degree = rx(QStringLiteral(
        R"(^i\s+(?:have|hold|'ve got)\s+(?:a|an)\s+(?:phd|doctorate|master'?s|masters|bachelor'?s|degree|ma|msc|ba|bsc|mba)\b.*$)"));
    if (workHow.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:work hours"), sentenceCase(aboutThePerson(c)), QStringLiteral("job"));
    if (const auto m = haveLived.match(c); m.hasMatch() && isPlace(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:home"), sentenceCase(aboutThePerson(c)), QStringLiteral("home"));
    if (const auto m = haveWorked.match(c); m.hasMatch() && (c.contains(rx(QStringLiteral(R"(\bwork)"))) || isJob(c.section(QStringLiteral(" been "), 1).section(QStringLiteral(" for "), 0, 0).section(QStringLiteral(" since "), 0, 0))))
        return make(Kind::Profile, QStringLiteral("profile:job"), sentenceCase(aboutThePerson(c)), QStringLiteral("job"));
    if (degree.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:education"), sentenceCase(aboutThePerson(c)), QStringLiteral("education"));
    if (const auto m = workAs.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), note(QStringLiteral("Works as"), m.captured(1)), QStringLiteral("job"));
    if (const auto m = workAt.match(c); m.hasMatch()) {
        const QString where = m.captured(2).trimmed();
        // Case-sensitive: "I work in IT" is a field, "I work in it" nothing.
        static const QRegularExpression vague(QStringLiteral(R"(^(?:it|that|this|them|you|the moment|my own|a while|night|the weekend))"));
        const QString prep = m.captured(1).toLower();
        static const QRegularExpression today = rx(QStringLiteral(R"(\b(?:today|tonight|tomorrow|this (?:week|morning|afternoon|evening)|right now|at the moment)\b)"));
        if (!vague.match(where).hasMatch() && (prep != u"with" || isPlace(where)) && !today.match(c).hasMatch())
            return make(Kind::Profile, QStringLiteral("profile:workplace"), sentenceCase(aboutThePerson(c)), QStringLiteral("workplace"));
    }
    static const QRegularExpression forALiving = rx(QStringLiteral(R"(^i\s+(?:(?:currently|now|mainly|mostly)\s+)*(\p{L}+(?:\s+[\p{L}-]+){0,4}?)\s+for\s+a\s+living$)"));
    if (const auto m = forALiving.match(c); m.hasMatch() && !vagueStart().match(m.captured(1).section(u' ', 1)).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), sentenceCase(aboutThePerson(c)), QStringLiteral("job"));
    if (const auto m = myJob.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), note(QStringLiteral("Job is"), m.captured(1)), QStringLiteral("job"));
    if (const auto m = status.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), sentenceCase(aboutThePerson(c)), QStringLiteral("job"));
    if (const auto m = iAmA.match(c); m.hasMatch() && isJob(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:job"), sentenceCase(aboutThePerson(c)), QStringLiteral("job"));
    if (const auto m = runOwn.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), sentenceCase(aboutThePerson(c)), QStringLiteral("job"));
    if (const auto m = study.match(c); m.hasMatch() && !m.captured(1).contains(rx(QStringLiteral(R"(^(?:it|that|this|them|for|hard|late)\b)"))))
        return make(Kind::Profile, QStringLiteral("profile:study"), note(QStringLiteral("Studies"), m.captured(1)), QStringLiteral("study"));
    if (const auto m = teach.match(c); m.hasMatch() && !m.captured(1).contains(rx(QStringLiteral(R"(^(?:it|that|this|them|you|him|her)\b)"))))
        return make(Kind::Profile, QStringLiteral("profile:job"), note(QStringLiteral("Teaches"), m.captured(1)), QStringLiteral("job"));

    // Birthday and age.
    static const QRegularExpression birthday = rx(QStringLiteral(
        R"(^(?:my\s+birthday\s+is|my\s+birthday's|my\s+bday\s+is|my\s+birthday\s+falls\s+on|i\s+celebrate\s+my\s+birthday|i\s+have\s+my\s+birthday|i\s+was\s+born|i\s+was\s+born\s+on)\s+(?:on\s+|in\s+)?(.+)$)"));
    static const QRegularExpression age = rx(QStringLiteral(
        R"(^(?:i'm|i am|im|i\s+just\s+turned|i\s+turned|i\s+turn|i'll\s+be|i\s+will\s+be)\s+(\d{1,3}|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\p{L}+)?(?:\s+years?(?:\s+old)?|\s+y/?o)?(\s+.*)?$)"));
    if (const auto m = birthday.match(c); m.hasMatch()) {
        const QString when = m.captured(1).trimmed();
        static const QRegularExpression date = rx(QStringLiteral(
            R"(\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\b|christmas|new year|halloween|valentine|easter|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|tomorrow|today|next week)"));
        if (date.match(when).hasMatch()) {
            const bool born = c.contains(QLatin1String("born"), Qt::CaseInsensitive);
            return make(Kind::Profile, QStringLiteral("profile:birthday"),
                        born ? sentenceCase(QStringLiteral("Was born ") + thirdPerson(c.mid(c.indexOf(QLatin1String("born"), 0, Qt::CaseInsensitive) + 5)))
                             : note(QStringLiteral("Birthday is"), when),
                        QStringLiteral("birthday"));
        }
        if (c.contains(QLatin1String("born"), Qt::CaseInsensitive) && isPlace(when))
            return make(Kind::Profile, QStringLiteral("profile:birthplace"), note(QStringLiteral("Was born in"), when), QStringLiteral("birthplace"));
    }
    static const QRegularExpression decade = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+in\s+my\s+(?:early\s+|mid\s+|mid-|late\s+)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|[2-9]0s|teens)$)"));
    static const QRegularExpression yearOld = rx(QStringLiteral(R"(^(?:i'm|i am)\s+an?\s+(\d{1,3})[- ]years?[- ]old\b)"));
    if (yearOld.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:age"), sentenceCase(aboutThePerson(c)), QStringLiteral("age"));
    if (decade.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:age"), sentenceCase(aboutThePerson(c)), QStringLiteral("age"));
    static const QRegularExpression bornRaised = rx(QStringLiteral(R"(^(?:born and raised|born and bred|raised|born)\s+in\s+(.+)$)"));
    if (const auto m = bornRaised.match(c); m.hasMatch() && isPlace(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:origin"), sentenceCase(c), QStringLiteral("origin"));
    if (const auto m = age.match(c); m.hasMatch()) {
        const QString rest = m.captured(2).trimmed();
        static const QRegularExpression okRest = rx(QStringLiteral(R"(^(?:|years old|and .*|next .*|last .*|this .*|in .*|on .*)$)"));
        static const QRegularExpression notAge = rx(QStringLiteral(R"(^(?:minutes?|hours?|seconds?|days?|weeks?|months?|percent|%|times?|miles?|km|kilometers?|steps?|pages?)\b)"));
        if (okRest.match(rest).hasMatch() && !notAge.match(rest).hasMatch() && !c.contains(rx(QStringLiteral(R"(\b(?:minutes?|hours?|percent|late|away|in line|of|on page)\b)"))))
            return make(Kind::Profile, QStringLiteral("profile:age"), sentenceCase(aboutThePerson(c)), QStringLiteral("age"));
    }

    // Family and pets: facts, one per relative and what is said of them.
    static const QRegularExpression myRelative = rx(QStringLiteral(
        R"(^(?:and\s+)?(?:my|our)\s+(%1(?:'s\s+(?:name|birthday|age))?)\s+((?:is|are|'s)\s+(?:called|named)|is|are|'s|was born|turns|turned)\b\s*(.*)$)")
                                                        .arg(kRelation));
    static const QRegularExpression haveRelative = rx(QStringLiteral(
        R"(^(?:i|we)(?:\s+(?:also|actually|now))*(?:'ve got|'ve|\s+have got|\s+have|\s+got|\s+own)\s+((?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|twin|several|some|grown|adult|young|little|small|teenage)\b.*?(?:\b%1\b|\b(?:called|named)\s+\p{Lu}).*)$)")
                                                          .arg(kRelation));
    static const QRegularExpression married = rx(QStringLiteral(
        R"(^(?:i'm|i am|im)\s+(?:(?:happily|recently|newly|just|now|also)\s+)*(married|engaged|divorced|widowed|single|separated|in a relationship|a (?:mother|mom|mum|father|dad|parent|grandmother|grandfather|grandparent|granny|grandma|grandpa|single (?:mom|mum|dad|parent)|stepmom|stepdad)(?:\s+of\s+.+)?|pregnant|expecting)\b(.*)$)"));
    if (const auto m = myRelative.match(c); m.hasMatch()) {
        const QString relation = m.captured(1).toLower();
        const QString verb = m.captured(2).toLower();
        const QString rest = m.captured(3).trimmed();
        // "my dog is sick", "my mom is here": a moment, not a fact.
        static const QRegularExpression transient = rx(QStringLiteral(
            R"(^(?:sick|ill|tired|late|here|there|away|asleep|home|out|back|upset|angry|mad|sad|busy|coming|visiting|on (?:holiday|vacation)|waiting|being|going|right|wrong|not|so|too|very|really|always|driving|calling|crying|sleeping|at (?:work|school|home))\b)"));
        const bool calledOrName = verb.contains(QLatin1String("called")) || verb.contains(QLatin1String("named")) || relation.endsWith(QLatin1String("'s name"));
        const bool isVerb = verb == u"is" || verb == u"are" || verb == u"'s";
        // Who they are (name, age, birthday), not what they like or do: that
        // is theirs to tell ("my sister is allergic to cats").
        static const QRegularExpression identity = rx(QStringLiteral(R"(^(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b|^(?:on|in)?\s*\p{Lu}|^\p{Lu})"));
        const bool aboutIdentity = calledOrName || relation.contains(u'\'') || verb.contains(QLatin1String("born")) || verb.startsWith(QLatin1String("turn"))
                                || identity.match(rest).hasMatch();
        if (!rest.isEmpty() && aboutIdentity && !(isVerb && transient.match(rest).hasMatch())
            && !rest.contains(rx(QStringLiteral(R"(\b(?:today|tonight|right now|at the moment|this (?:morning|afternoon|evening|week))\b)")))) {
            // "my dog is called Rex" and "my dog's name is Rex" hold one
            // subject; "my sister lives in Hamburg" another than her job.
            QString subject = QStringLiteral("fact:") + keyOf(relation);
            if (relation.endsWith(QLatin1String("'s name")))
                subject = QStringLiteral("fact:") + keyOf(relation.chopped(7));
            else if (!calledOrName && !relation.contains(u'\''))
                subject += u' ' + (isVerb ? QStringLiteral("is") : keyOf(verb));
            return make(Kind::Fact, subject, sentenceCase(thirdPerson(c)), QStringLiteral("family"));
        }
    }
    if (const auto m = haveRelative.match(c); m.hasMatch()) {
        static const QRegularExpression relationWord = rx(QStringLiteral(R"(\b(%1)\b|^(?:a|an)\s+([\p{L}-]+)\s+(?:called|named))").arg(kRelation));
        const auto r = relationWord.match(m.captured(1));
        const QString relation = r.captured(1).isEmpty() ? r.captured(2) : r.captured(1);
        return make(Kind::Fact, QStringLiteral("fact:has ") + keyOf(relation), sentenceCase(aboutThePerson(c)), QStringLiteral("family"));
    }
    if (const auto m = married.match(c); m.hasMatch())
        return make(Kind::Fact, QStringLiteral("fact:family status"), sentenceCase(aboutThePerson(c)), QStringLiteral("family"));

    // What the person drives or rides: "I drive an electric car".
    static const QRegularExpression vehicle = rx(QStringLiteral(
        R"(^i\s+(?:(?:now|currently|also|only)\s+)*(?:(?:drive|own|ride)\s+(?:an?\s+)(?:[\p{L}\d-]+\s+){0,3}(?:car|bike|e-bike|motorbike|motorcycle|van|scooter|truck|pickup|suv|campervan|camper)\b.*|)"
        R"(have\s+(?:an?\s+)(?:[\p{L}\d-]+\s+){0,3}(?:car|e-bike|motorbike|motorcycle|van|scooter|campervan))$)"));
    if (vehicle.match(c).hasMatch())
        return make(Kind::Fact, QStringLiteral("fact:vehicle"), sentenceCase(aboutThePerson(c)), QStringLiteral("vehicle"));

    // Other things that are one's own and have one value: "my email is …",
    // "my pronouns are they/them", "my timezone is CET".
    static const QRegularExpression attribute = rx(QStringLiteral(
        R"(^my\s+((?:e-?mail(?: address)?|phone(?: number)?|mobile(?: number)?|number|address|postcode|zip code|time ?zone|pronouns|blood type|height|shoe size|native language|mother tongue|first language|nationality|religion|star sign|zodiac sign|website|github|handle|username|twitter|work hours|working hours|office hours|hometown))\s+(?:is|are)\s+(.+)$)"));
    if (const auto m = attribute.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:") + keyOf(m.captured(1)), sentenceCase(thirdPerson(c)), QStringLiteral("attribute"));
    static const QRegularExpression speak = rx(QStringLiteral(
        R"(^i\s+(?:(?:also|only|mainly|mostly)\s+)*(?:speak|am fluent in|'m fluent in)\s+((?:\p{Lu}\p{L}+)(?:(?:,\s*|\s+and\s+|\s+)\p{L}+)*)$)"));
    if (const auto m = speak.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:languages"), note(QStringLiteral("Speaks"), m.captured(1)), QStringLiteral("languages"));
    return std::nullopt;
}

} // namespace tarn::CaptureRules::detail::english
