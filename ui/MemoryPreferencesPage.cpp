// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryPreferencesPage.h"

#include "EmbeddingClient.h"
#include "HintLabel.h"
#include "WordVectors.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tarn::ui {

MemoryPreferencesPage::MemoryPreferencesPage(QWidget *parent) : QWidget(parent)
{
    // --- what an assistant is given before it answers ----------------------
    auto *recall = new QGroupBox(tr("Recall for assistants"), this);
    m_autoRecall = new QCheckBox(tr("Give assistants a memory conte&xt for each turn"), recall);
    m_autoRecall->setObjectName(QStringLiteral("autoRecall"));
    m_maxItems = new QSpinBox(recall);
    m_maxItems->setObjectName(QStringLiteral("recallMaxItems"));
    m_maxItems->setRange(1, 50);
    m_maxItems->setSuffix(tr(" memories"));
    m_maxChars = new QSpinBox(recall);
    m_maxChars->setObjectName(QStringLiteral("recallMaxChars"));
    m_maxChars->setRange(200, 20000);
    m_maxChars->setSingleStep(100);
    m_maxChars->setSuffix(tr(" characters"));
    m_minConfidence = new QDoubleSpinBox(recall);
    m_minConfidence->setObjectName(QStringLiteral("minProfileConfidence"));
    m_minConfidence->setRange(0.0, 1.0);
    m_minConfidence->setDecimals(2);
    m_minConfidence->setSingleStep(0.05);
    auto *recallForm = new QFormLayout;
    recallForm->addRow(m_autoRecall);
    recallForm->addRow(tr("At mos&t:"), m_maxItems);
    recallForm->addRow(tr("And at most:"), m_maxChars);
    recallForm->addRow(tr("Minimum co&nfidence:"), m_minConfidence);
    auto *recallLayout = new QVBoxLayout(recall);
    recallLayout->addLayout(recallForm);
    recallLayout->addWidget(hintLabel(tr("Only lasting memories (profile, facts, preferences, goals, decisions) go into the "
                                    "context, best first. A captured statement less sure than the minimum is kept in "
                                    "its conversation but not made a memory."),
                                 recall));

    // --- what is kept of a conversation ------------------------------------
    auto *capture = new QGroupBox(tr("Capture from conversations"), this);
    m_autoCapture = new QCheckBox(tr("Let assistants capture con&versation turns"), capture);
    m_autoCapture->setObjectName(QStringLiteral("autoCapture"));
    m_retentionDays = new QSpinBox(capture);
    m_retentionDays->setObjectName(QStringLiteral("retentionDays"));
    m_retentionDays->setRange(0, 36500);
    m_retentionDays->setSuffix(tr(" days"));
    m_retentionDays->setSpecialValueText(tr("For ever"));
    auto *captureForm = new QFormLayout;
    captureForm->addRow(m_autoCapture);
    captureForm->addRow(tr("Keep conversations &for:"), m_retentionDays);
    auto *captureLayout = new QVBoxLayout(capture);
    captureLayout->addLayout(captureForm);
    captureLayout->addWidget(hintLabel(tr("A captured turn is kept as an episode; what you ask to be remembered, your name "
                                     "and your preferences become memories, which stay after the episode is erased."),
                                  capture));

    // --- recall by meaning, with a local embedding server (issue 20) -------
    auto *meaning = new QGroupBox(tr("Recall by meaning"), this);
    m_embeddingUrl = new QLineEdit(meaning);
    m_embeddingUrl->setObjectName(QStringLiteral("embeddingUrl"));
    m_embeddingUrl->setPlaceholderText(QStringLiteral("http://127.0.0.1:11434"));
    m_embeddingModel = new QLineEdit(meaning);
    m_embeddingModel->setObjectName(QStringLiteral("embeddingModel"));
    m_embeddingModel->setPlaceholderText(QStringLiteral("nomic-embed-text"));
    m_embeddingApi = new QComboBox(meaning);
    m_embeddingApi->setObjectName(QStringLiteral("embeddingApi"));
    m_embeddingApi->addItem(tr("Ollama (/api/embed)"), QStringLiteral("ollama"));
    m_embeddingApi->addItem(tr("OpenAI-compatible (/v1/embeddings)"), QStringLiteral("openai"));
    m_testEmbedding = new QPushButton(tr("T&est"), meaning);
    m_testEmbedding->setObjectName(QStringLiteral("testEmbedding"));
    m_testResult = new QLabel(meaning);
    m_testResult->setObjectName(QStringLiteral("embeddingTestResult"));
    m_testResult->setWordWrap(true);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_testEmbedding);
    testRow->addWidget(m_testResult, 1);
    // Without a server: the built-in word vectors; whether they are
    // installed is said beside them (one row: the page fits a 600-pixel screen).
    m_wordVectors = new QCheckBox(tr("Without a server, use Tarn's own &word vectors"), meaning);
    m_wordVectors->setObjectName(QStringLiteral("wordVectors"));
    const WordVectors *installed = WordVectors::shared();
    auto *wordVectorsState = new QLabel(installed ? tr("%1 English words").arg(QLocale().toString(installed->size()))
                                                  : tr("not installed (scripts/deps.sh)"),
                                        meaning);
    wordVectorsState->setObjectName(QStringLiteral("wordVectorsState"));
    wordVectorsState->setEnabled(installed != nullptr);
    auto *wordVectorsRow = new QHBoxLayout;
    wordVectorsRow->addWidget(m_wordVectors);
    wordVectorsRow->addStretch(1);
    wordVectorsRow->addWidget(wordVectorsState);
    auto *meaningForm = new QFormLayout;
    meaningForm->addRow(wordVectorsRow);
    meaningForm->addRow(tr("Embedding &server:"), m_embeddingUrl);
    meaningForm->addRow(tr("Mo&del:"), m_embeddingModel);
    meaningForm->addRow(tr("&Protocol:"), m_embeddingApi);
    meaningForm->addRow(testRow);
    auto *meaningLayout = new QVBoxLayout(meaning);
    meaningLayout->addLayout(meaningForm);
    meaningLayout->addWidget(hintLabel(tr("Each memory and turn gets a vector in the background, so recall also finds what "
                                          "you asked in other words. The word vectors stay on this computer; a server here "
                                          "knows more and is used instead. With neither, recall goes by words."),
                                       meaning));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(recall);
    layout->addWidget(capture);
    layout->addWidget(meaning);
    layout->addStretch(1);

    setSettings(MemorySettings{});
    connect(m_autoRecall, &QCheckBox::toggled, this, [this](bool on) {
        for (QWidget *w : {static_cast<QWidget *>(m_maxItems), static_cast<QWidget *>(m_maxChars)})
            w->setEnabled(on);
        Q_EMIT changed();
    });
    connect(m_autoCapture, &QCheckBox::toggled, this, &MemoryPreferencesPage::changed);
    connect(m_maxItems, &QSpinBox::valueChanged, this, &MemoryPreferencesPage::changed);
    connect(m_maxChars, &QSpinBox::valueChanged, this, &MemoryPreferencesPage::changed);
    connect(m_minConfidence, &QDoubleSpinBox::valueChanged, this, &MemoryPreferencesPage::changed);
    connect(m_retentionDays, &QSpinBox::valueChanged, this, &MemoryPreferencesPage::changed);
    connect(m_embeddingUrl, &QLineEdit::textChanged, this, &MemoryPreferencesPage::changed);
    connect(m_embeddingModel, &QLineEdit::textChanged, this, &MemoryPreferencesPage::changed);
    connect(m_embeddingApi, &QComboBox::currentIndexChanged, this, &MemoryPreferencesPage::changed);
    connect(m_wordVectors, &QCheckBox::toggled, this, &MemoryPreferencesPage::changed);
    connect(m_testEmbedding, &QPushButton::clicked, this, &MemoryPreferencesPage::testEmbedding);
}

MemoryPreferencesPage::~MemoryPreferencesPage() = default;

void MemoryPreferencesPage::testEmbedding()
{
    const EmbeddingConfig config = settings().embedding();
    if (config.url.isEmpty() || config.model.isEmpty()) {
        m_testResult->setText(tr("Give the server's address and a model first."));
        return;
    }
    if (const QString problem = EmbeddingConfig::urlProblem(config.url); !problem.isEmpty()) {
        m_testResult->setText(problem);
        return;
    }
    m_testResult->setText(tr("Asking %1…").arg(config.endpoint().toString()));
    m_testEmbedding->setEnabled(false);
    // Asynchronous on this thread: the window never waits for the network.
    m_testClient = std::make_unique<EmbeddingClient>(config, this);
    m_testClient->embed({tr("Tarn checks that it can embed this sentence.")}, 10, [this](const EmbeddingClient::Result &r) {
        m_testEmbedding->setEnabled(true);
        if (r.ok())
            m_testResult->setText(tr("It works: %1 gives vectors of %2 numbers.")
                                      .arg(m_embeddingModel->text().trimmed())
                                      .arg(r.vectors.empty() ? 0 : qsizetype(r.vectors.front().size())));
        else
            m_testResult->setText(r.error);
    });
}

void MemoryPreferencesPage::setSettings(const MemorySettings &settings)
{
    m_maxItems->setValue(settings.recallMaxItems);
    m_maxChars->setValue(settings.recallMaxChars);
    m_minConfidence->setValue(settings.minProfileConfidence);
    m_retentionDays->setValue(settings.retentionDays);
    m_autoCapture->setChecked(settings.autoCapture);
    m_autoRecall->setChecked(settings.autoRecall);
    m_maxItems->setEnabled(settings.autoRecall);
    m_maxChars->setEnabled(settings.autoRecall);
    m_embeddingUrl->setText(settings.embeddingUrl);
    m_embeddingModel->setText(settings.embeddingModel);
    m_embeddingApi->setCurrentIndex(std::max(0, m_embeddingApi->findData(settings.embeddingApi)));
    m_wordVectors->setChecked(settings.wordVectors);
}

MemorySettings MemoryPreferencesPage::settings() const
{
    MemorySettings s;
    s.recallMaxItems = m_maxItems->value();
    s.recallMaxChars = m_maxChars->value();
    s.minProfileConfidence = m_minConfidence->value();
    s.retentionDays = m_retentionDays->value();
    s.autoCapture = m_autoCapture->isChecked();
    s.autoRecall = m_autoRecall->isChecked();
    s.embeddingUrl = m_embeddingUrl->text().trimmed();
    s.embeddingModel = m_embeddingModel->text().trimmed();
    s.embeddingApi = m_embeddingApi->currentData().toString();
    s.wordVectors = m_wordVectors->isChecked();
    return s;
}

} // namespace tarn::ui
