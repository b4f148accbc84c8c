/**
 * The three legal documents (spec 02 §2 "Legal pages"). The spec gives their facts, not their wording,
 * so the wording is ours. Facts the spec fixes, and where they sit:
 * - privacy policy updated in June 2022 (privacyPolicy.updated);
 * - data kept in mainland China (privacy §4, agreement §5);
 * - logs kept 180 days after the institution cancels the account (privacy §4);
 * - complaints answered within 15 days (privacy §8, agreement §8);
 * - open only to school institutions (agreement §1, privacy intro);
 * - users aged 6 and above, minors under 18 need a guardian (agreement §2, privacy §6);
 * - the copyright statement covers the municipal teaching resources (copyrightStatement).
 */

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** The "last updated" line, when the document carries one. */
  updated?: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/** The figures the texts quote, kept in one place (spec 02 §9). */
export const LegalFacts = {
  privacyUpdated: '2022年6月',
  logRetentionDays: 180,
  complaintReplyDays: 15,
  minimumAge: 6,
  adultAge: 18,
} as const;

const { privacyUpdated, logRetentionDays, complaintReplyDays, minimumAge, adultAge } = LegalFacts;

export const serviceAgreement: LegalDocument = {
  title: '服务使用协议',
  intro: [
    '欢迎使用英语作业助手（以下简称"本产品"）。本产品是面向公立学校的英语智慧学习平台，由英语作业助手运营团队（以下简称"我们"）提供。',
    '在使用本产品之前，请你（以及你的监护人）仔细阅读本协议。你登录或使用本产品，即表示你已阅读并同意本协议的全部内容。',
  ],
  sections: [
    {
      heading: '一、服务对象',
      paragraphs: [
        '本产品仅向学校机构开放，不向个人直接提供注册服务。学生账号由所在学校（或其上级教育主管部门）统一开通、分配和管理。',
        '如你并非由学校开通账号，请不要登录或使用本产品。',
      ],
    },
    {
      heading: '二、用户年龄与监护人',
      paragraphs: [
        `本产品的使用者应年满${minimumAge}周岁。`,
        `未满${adultAge}周岁的未成年人，应在父母或其他监护人的陪同和同意下阅读本协议并使用本产品。监护人应当指导、监督未成年人合理使用本产品，合理安排学习时间。`,
      ],
    },
    {
      heading: '三、服务内容',
      paragraphs: [
        '本产品为学生提供课堂练习、课后辅导作业、口语评测、错题订正和学习分析等英语学习服务。具体功能以学校开通的权限和产品实际提供的为准。',
        '我们可能根据教学需要对服务内容进行调整或升级，并会以适当方式通知学校和用户。',
      ],
    },
    {
      heading: '四、账号使用规范',
      paragraphs: [
        '账号仅限本人在学习活动中使用，请妥善保管账号和密码，不要转借他人。如发现账号被他人使用，请及时告知老师或学校。',
        '使用本产品时，不得上传违法、不良或与学习无关的内容，不得干扰本产品的正常运行。',
      ],
    },
    {
      heading: '五、个人信息保护',
      paragraphs: [
        '我们重视你的个人信息保护，收集和使用个人信息的规则详见《隐私政策》。在中华人民共和国境内收集和产生的个人信息，存储在中华人民共和国境内。',
      ],
    },
    {
      heading: '六、知识产权',
      paragraphs: [
        '本产品中的教学内容、音频、图片、界面设计等，其知识产权归我们或相关权利人所有。未经许可，不得复制、传播或用于商业用途。',
      ],
    },
    {
      heading: '七、服务的中止与终止',
      paragraphs: [
        '学校机构可以根据管理需要为学生开通或注销账号。学生毕业、转学或学校停止使用本产品时，相应账号可能被注销。',
        '如用户严重违反本协议，我们可以在通知学校后暂停或终止对该账号的服务。',
      ],
    },
    {
      heading: '八、联系我们',
      paragraphs: [
        `对本协议或本产品有任何疑问、意见或投诉，可以通过所在学校的老师向我们反馈。我们将在收到投诉后${complaintReplyDays}天内予以答复。`,
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: '隐私政策',
  updated: `更新日期：${privacyUpdated}`,
  intro: [
    '英语作业助手（以下简称"本产品"）由英语作业助手运营团队（以下简称"我们"）提供，仅向学校机构开放。我们深知个人信息对你的重要性，特别是未成年人的个人信息，并将按照法律法规的要求保护你的个人信息。',
    '本政策说明我们如何收集、使用、存储和保护你的个人信息，以及你享有的权利。请你和你的监护人仔细阅读。',
  ],
  sections: [
    {
      heading: '一、我们收集的信息',
      paragraphs: [
        '账号信息：学校为你开通账号时提供的姓名、学校、年级和班级信息。',
        '学习信息：你完成的作业、练习答案、得分、错题记录，以及口语练习时录制的语音。录音仅在你主动开始录音时进行，用于口语评测。',
        '设备与日志信息：为保障服务安全和稳定运行，我们会记录设备型号、系统版本、网络状态和访问日志。',
      ],
    },
    {
      heading: '二、我们如何使用信息',
      paragraphs: [
        '用于提供作业、练习、评测和学习报告等服务，并将学习情况反馈给你的老师和学校。',
        '用于排查故障、改进产品体验和保障账号安全。我们不会将你的个人信息用于商业广告推送。',
      ],
    },
    {
      heading: '三、信息的共享',
      paragraphs: [
        '除为你提供服务而与你所在的学校、任课老师共享学习信息外，未经你和你的监护人同意，我们不会向任何第三方提供你的个人信息，法律法规另有规定的除外。',
      ],
    },
    {
      heading: '四、信息的存储',
      paragraphs: [
        '我们在中华人民共和国境内收集和产生的个人信息，存储在中华人民共和国境内，不会向境外传输。',
        `我们仅在提供服务所必需的期限内保存你的个人信息。学校机构注销账号后，我们将删除或匿名化处理相关个人信息；其中访问日志在机构注销账号后保存${logRetentionDays}天，期满后删除。`,
      ],
    },
    {
      heading: '五、信息的安全',
      paragraphs: [
        '我们采用加密传输、访问控制等安全措施保护你的个人信息，只有经过授权的人员才能接触相关信息。如发生个人信息安全事件，我们将及时告知学校和你，并依法向有关部门报告。',
      ],
    },
    {
      heading: '六、未成年人的个人信息保护',
      paragraphs: [
        `本产品的用户应年满${minimumAge}周岁。未满${adultAge}周岁的未成年人，应在监护人的同意和指导下使用本产品。`,
        '我们只收集学习所必需的未成年人个人信息。监护人可以通过学校或老师查询、更正或删除孩子的个人信息。',
      ],
    },
    {
      heading: '七、你的权利',
      paragraphs: [
        '你和你的监护人有权查询、更正和删除你的个人信息，也可以撤回同意。由于账号由学校统一管理，相关请求可以通过学校或老师提出，我们将予以配合。',
      ],
    },
    {
      heading: '八、投诉与联系',
      paragraphs: [
        `如你对本政策或个人信息的处理有任何疑问、意见或投诉，可以通过所在学校的老师与我们联系。我们将在收到投诉后${complaintReplyDays}天内予以答复。`,
      ],
    },
    {
      heading: '九、本政策的更新',
      paragraphs: [
        '我们可能适时修订本政策。政策更新后，我们会在本页面公布更新后的内容并更新日期；重大变更将以适当方式另行通知。',
      ],
    },
  ],
};

export const copyrightStatement: LegalDocument = {
  title: '版权声明',
  intro: [
    '英语作业助手中提供的市级教学资源，包括但不限于课件、课文、习题、音频、视频和图片等，其著作权及相关权利归相关权利人所有，经授权在本产品中供学校师生教学使用。',
  ],
  sections: [
    {
      heading: '一、使用范围',
      paragraphs: [
        '市级教学资源仅供本产品的学校师生在课堂教学和课后学习中使用。未经权利人书面许可，任何单位和个人不得将其复制、改编、转载、传播，或用于任何商业用途。',
      ],
    },
    {
      heading: '二、合理使用',
      paragraphs: [
        '师生在教学活动中少量引用市级教学资源的，应注明出处，且不得歪曲、篡改资源的内容。',
      ],
    },
    {
      heading: '三、侵权处理',
      paragraphs: [
        '如你认为本产品中的内容侵犯了你的合法权益，请通过所在学校的老师与我们联系，并提供权属证明和相关内容的位置。我们核实后将及时处理。',
      ],
    },
  ],
};
