import type { LegalSection } from './legalDocument';

/** The binding English text of the terms of service. */
export const TERMS_OF_SERVICE: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: '1. Agreement',
    blocks: [
      'These terms govern your use of Playnook: the website, its installable web app and the games offered on it. By using Playnook you agree to them. If you do not agree, please do not use the service.',
      'These terms do not take away any rights you have under the mandatory consumer law of your country.',
    ],
  },
  {
    id: 'service',
    heading: '2. The service',
    blocks: [
      'Playnook is a free portal of HTML5 games that run in your browser. Some games are made by us, most by independent game makers. We may add, change or remove games and features at any time, and we do not promise that any game will stay available.',
    ],
  },
  {
    id: 'accounts',
    heading: '3. Accounts',
    blocks: [
      'You can play as a guest. To keep favourites and history across devices, comment, send feedback or upload games, you sign in through a sign-in provider. You must be at least 13 years old, or older where the law of your country requires it, to sign in.',
      'Keep access to your account secure; you are responsible for what is done with it. Do not share an account or sign in as someone else.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: '4. Acceptable use',
    blocks: [
      'When you use Playnook you must not:',
      {
        list: [
          'break the law, or help anyone else to do so;',
          'attack, overload or probe our servers, or try to get around the sandbox that games run in;',
          'scrape the site in bulk, or automate plays, likes, comments or sign-ins to inflate counts or rankings;',
          'harass, threaten or impersonate other people;',
          "collect other users' personal data;",
          'use Playnook to distribute malware, spam or advertising.',
        ],
      },
    ],
  },
  {
    id: 'your-content',
    heading: '5. Your content and the licence you give us',
    blocks: [
      'You keep ownership of what you post or upload: comments, feedback, game files, images and descriptions ("your content").',
      'You give us a worldwide, non-exclusive, royalty-free licence to host, store, copy, adapt for display (for example resizing images or translating titles and descriptions), publish and distribute your content on Playnook, and to show it when we present Playnook elsewhere. The licence lasts while your content is on Playnook, plus the short time our backups need to expire after you delete it.',
      'You are responsible for your content and confirm that you have the rights needed to grant this licence.',
    ],
  },
  {
    id: 'uploads',
    heading: '6. Uploading games',
    blocks: [
      'Game makers are welcome to upload their own HTML5 games. Each upload must follow these rules:',
      {
        list: [
          'You own the game, or have permission to publish it, including its code, art, music, sounds and fonts.',
          "It contains no malware, cryptocurrency mining, phishing, hidden tracking or code that tries to leave its sandbox or collect players' personal data.",
          'It shows no third-party advertising and offers no in-game purchases, unless we have agreed to it in writing.',
          'Its content is legal and suitable for a general audience: no sexual content, no hateful or extremely violent material.',
          'Its title, description, category and tags describe it honestly. If you used AI tools to make a substantial part of it, you say so when you upload it.',
        ],
      },
      'Every upload is reviewed by our team before it is published. We may reject an upload, ask for changes, or unpublish a game later if it breaks these terms or players report a problem. Our review does not mean that we guarantee or endorse a game.',
    ],
  },
  {
    id: 'comments',
    heading: '7. Comments',
    blocks: [
      "Comments are there to talk about games. Be respectful. Do not post insults, harassment, hate speech, spam, advertising, links to harmful sites, spoilers presented as something else, or anyone's personal information. Moderators may remove comments that break these rules and restrict the accounts that post them.",
    ],
  },
  {
    id: 'intellectual-property',
    heading: '8. Our rights and reports of infringement',
    blocks: [
      'The Playnook name, logo, site design and our own games belong to us; games uploaded by makers belong to their makers. If you believe something on Playnook infringes your rights, contact us with the page address and a description of the work concerned, and we will act on valid reports promptly.',
    ],
  },
  {
    id: 'termination',
    heading: '9. Ending your use',
    blocks: [
      'You can stop using Playnook at any time and ask us to delete your account. We may suspend or close an account, or remove content, if it breaks these terms or the law, or to protect players; where practical we tell you why and give you a chance to respond. Sections 5 (for content still on Playnook), 8, 10 and 11 continue to apply after your use ends.',
    ],
  },
  {
    id: 'disclaimers',
    heading: '10. Disclaimers and liability',
    blocks: [
      'Playnook is provided free of charge, "as is" and "as available". We do not guarantee that the service or any game will be uninterrupted, error-free or suitable for a particular purpose. Games made by independent makers are their responsibility.',
      'To the extent the law allows, we are not liable for indirect or consequential losses, or for lost data such as game progress. Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud.',
    ],
  },
  {
    id: 'changes',
    heading: '11. Changes to these terms',
    blocks: [
      'We may update these terms, for example when we add features. We change the date at the top when we do, and tell signed-in players on the site before a significant change takes effect. If you keep using Playnook after that, the new terms apply; if you do not accept them, you can stop using the service and delete your account.',
    ],
  },
  {
    id: 'contact',
    heading: '12. Contact',
    blocks: [
      {
        text: 'Questions about these terms, or a report about a game or a comment:',
        link: { path: '/about#contact', label: 'contact Playnook' },
      },
    ],
  },
];
