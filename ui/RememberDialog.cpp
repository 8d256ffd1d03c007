// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RememberDialog.h"

#include "DialogKeys.h"
#include "HintLabel.h"
#include "LakeMedia.h"
#include "TagText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {

// The kinds a person writes; episodes and observations are what captures
// and sources make.
bool offered(Kind k)
{
    return k != Kind::Episode && k != Kind::Observation;
}

} // namespace

RememberDialog::RememberDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Remember"));
    auto *intro = hintLabel(tr("Write one thing to remember. What you write yourself is authored: it sticks until you "
                               "forget it, and assistants find it when they recall."),
                            this);
    m_content = new QPlainTextEdit(this);
    m_content->setObjectName(QStringLiteral("rememberContent"));
    m_content->setTabChangesFocus(true);
    m_content->setPlaceholderText(tr("e.g. My passport expires in March 2028."));
    m_content->setAccessibleName(tr("What to remember"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("rememberKind"));
    for (const QString &name : kindNames())
        if (const auto k = kindFromName(name); k && offered(*k))
            m_kind->addItem(name, name);
    m_kind->setCurrentIndex(m_kind->findData(kindName(Kind::Fact)));
    m_tags = new QLineEdit(this);
    m_tags->setObjectName(QStringLiteral("rememberTags"));
    m_tags->setPlaceholderText(tr("Comma-separated, e.g. project:tarn, travel"));
    m_subject = new QLineEdit(this);
    m_subject->setObjectName(QStringLiteral("rememberSubject"));
    m_subject->setPlaceholderText(tr("Who or what it is about"));

    m_image = new QLabel(tr("No image"), this);
    m_image->setObjectName(QStringLiteral("rememberImage"));
    m_image->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chooseImage = new QPushButton(tr("C&hoose Image…"), this);
    m_chooseImage->setObjectName(QStringLiteral("rememberChooseImage"));
    connect(m_chooseImage, &QPushButton::clicked, this, &RememberDialog::chooseImage);
    m_clearImage = new QPushButton(tr("&No Image"), this);
    m_clearImage->setObjectName(QStringLiteral("rememberClearImage"));
    connect(m_clearImage, &QPushButton::clicked, this, [this] { setImagePath(QString()); });
    auto *imageRow = new QHBoxLayout;
    imageRow->addWidget(m_image, 1);
    imageRow->addWidget(m_chooseImage);
    imageRow->addWidget(m_clearImage);

    auto *form = new QFormLayout;
    form->addRow(tr("&Content:"), m_content);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Tags:"), m_tags);
    form->addRow(tr("&Subject:"), m_subject);
    form->addRow(tr("Image:"), imageRow);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("rememberHint"));
    m_hint->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Remember"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    DialogKeys::saveOnCtrlEnter(this, m_buttons->button(QDialogButtonBox::Ok));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form, 1);
    layout->addWidget(m_hint);
    layout->addWidget(m_buttons);
    resize(64 * fontMetrics().averageCharWidth(), sizeHint().height());

    connect(m_content, &QPlainTextEdit::textChanged, this, &RememberDialog::revalidate);
    setImagePath(QString());
}

Delta RememberDialog::draft() const
{
    Delta d;
    d.source = QStringLiteral("chat");
    d.content = m_content->toPlainText().trimmed();
    d.kind = kindFromName(m_kind->currentData().toString()).value_or(Kind::Fact);
    d.tags = tagsFromText(m_tags->text());
    d.subject = m_subject->text().trimmed();
    return d;
}

void RememberDialog::setContent(const QString &content)
{
    m_content->setPlainText(content);
}

void RememberDialog::setKind(Kind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(kindName(kind)));
}

void RememberDialog::setTags(const QString &commaSeparated)
{
    m_tags->setText(commaSeparated);
}

void RememberDialog::setSubject(const QString &subject)
{
    m_subject->setText(subject);
}

void RememberDialog::chooseImage()
{
    QStringList patterns;
    for (const QByteArray &format : QImageReader::supportedImageFormats())
        patterns << QStringLiteral("*.") + QString::fromLatin1(format);
    const QString start = m_imagePath.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                                                : QFileInfo(m_imagePath).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose an Image"), start,
                                                      tr("Images (%1)").arg(patterns.join(u' ')));
    if (!path.isEmpty())
        setImagePath(path);
}

void RememberDialog::setImagePath(const QString &path)
{
    m_imagePath = path;
    m_imageProblem.clear();
    if (path.isEmpty()) {
        m_image->setText(tr("No image"));
        m_image->setToolTip(QString());
    } else {
        const QFileInfo info(path);
        // The header alone says whether Qt can show it; the size is the
        // lake's limit for one image (LakeMedia::kMaxFileBytes).
        QImageReader reader(path);
        if (!info.isFile())
            m_imageProblem = tr("%1 is not a file.").arg(info.fileName());
        else if (info.size() > LakeMedia::kMaxFileBytes)
            m_imageProblem = tr("%1 is %2; an image can be at most %3.")
                                 .arg(info.fileName(), QLocale().formattedDataSize(info.size()),
                                      QLocale().formattedDataSize(LakeMedia::kMaxFileBytes));
        else if (!reader.canRead())
            m_imageProblem = tr("%1 is not an image Tarn can show (%2).").arg(info.fileName(), reader.errorString());
        const QSize size = reader.size();
        m_image->setText(size.isValid() ? tr("%1 (%2 × %3)").arg(info.fileName()).arg(size.width()).arg(size.height())
                                        : info.fileName());
        m_image->setToolTip(QDir::toNativeSeparators(info.absoluteFilePath()));
    }
    m_clearImage->setEnabled(!path.isEmpty());
    revalidate();
}

QString RememberDialog::hint() const
{
    return m_hint->text();
}

void RememberDialog::revalidate()
{
    QString why;
    if (m_content->toPlainText().trimmed().isEmpty())
        why = tr("Write what to remember.");
    else if (!m_imageProblem.isEmpty())
        why = m_imageProblem;
    m_hint->setText(why);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

} // namespace tarn::ui
