// Refund & Cancellation Policy (spec §2 "Static and legal pages"). Our own text;
// placeholders such as {brand} and {contactEmail} are replaced when rendered.

import { grievanceOfficerContacts, grievancePeriod } from "./grievance-officer";
import type { LegalDocument } from "./types";

export const refundPolicy = {
  slug: "refund-policy",
  title: "Refund & Cancellation Policy",
  lastUpdated: "September 2025",
  metaDescription:
    "How prepaid wallet credits work, how to cancel an order or recharge, how to raise a complaint about a consultation, and how and when refunds are paid.",
  intro:
    "This Refund & Cancellation Policy explains how payments for consultations on {brand} work, when you can cancel an order or a wallet recharge, how to complain about a consultation and how refunds are paid. {brand} is operated by {legalName}. This policy forms part of our Terms & Conditions.",
  sections: [
    {
      heading: "How payments work",
      blocks: [
        {
          kind: "p",
          text: "Consultations with astrologers take place by chat or call in the {brand} mobile app and are paid for with prepaid wallet credits. You add credits to your wallet in the app using one of the supported payment methods. Your wallet balance is shown in the app, and each astrologer's rate per minute is shown before you start a session.",
        },
        {
          kind: "p",
          text: "Wallet credits can be used only for services on {brand}. They cannot be transferred to another account or exchanged for cash, except when a refund is approved under this policy.",
        },
      ],
    },
    {
      heading: "How credits are charged",
      blocks: [
        {
          kind: "p",
          text: "Credits are deducted at the end of each session, based on the number of minutes used and the astrologer's rate per minute. Nothing is deducted when you open the app, browse astrologers or wait for an astrologer to accept your request.",
        },
        {
          kind: "p",
          text: "Please make sure your wallet has enough credits before you start. If your balance runs out during a session, the session ends and you can recharge to continue.",
        },
      ],
    },
    {
      heading: "Free minutes and first-consultation offers",
      blocks: [
        {
          kind: "p",
          text: "The first 5 minutes of your first chat or call on {brand} are free. If you continue after 5 minutes, the astrologer's normal rate per minute applies from that point and is charged from your wallet.",
        },
        {
          kind: "p",
          text: "Where we offer a discount on your first paid consultation, the discounted rate is shown in the app before the session starts and is the amount deducted from your wallet.",
        },
      ],
    },
    {
      heading: "Cancelling an order or recharge",
      blocks: [
        {
          kind: "p",
          text: "You can ask us to cancel an order or a wallet recharge within 7 days of the order. We will cancel it and refund the amount, provided that the credits from that recharge have not been used. If part of a recharge has been used, we can refund the unused part.",
        },
        {
          kind: "p",
          text: "Requests to cancel an order made more than 7 days after the order cannot normally be accepted, but the unused credits remain in your wallet for future consultations.",
        },
      ],
    },
    {
      heading: "Complaints about a consultation",
      blocks: [
        {
          kind: "p",
          text: "If something went wrong with a consultation, you can complain within 7 days of receiving the service. Examples include:",
        },
        {
          kind: "ul",
          items: [
            "you were charged but the chat or call did not connect, or was cut off because of a technical fault;",
            "you were charged for more minutes than the session lasted, or at a different rate from the one shown;",
            "the astrologer did not respond or was clearly not providing the service during the paid time.",
          ],
        },
        {
          kind: "p",
          text: "We review each complaint against our session records and, where needed, ask the astrologer for their account. If the complaint is upheld, we refund the affected amount, either to your wallet or to the original payment method if you prefer.",
        },
      ],
    },
    {
      heading: "How refunds are processed",
      blocks: [
        {
          kind: "p",
          text: "Approved refunds are processed within 7 working days to the original payment method. Working days are Monday to Friday, excluding public holidays. Once we have processed a refund, the time it takes to appear in your account depends on your bank or payment provider.",
        },
        {
          kind: "p",
          text: "We cannot send a refund to a different card, bank account or UPI ID from the one used for the original payment.",
        },
      ],
    },
    {
      heading: "What is not refundable",
      blocks: [
        {
          kind: "ul",
          items: [
            "Completed consultations where the astrologer delivered the service, including when you disagree with or are unhappy about the reading itself. Astrology is guidance, and we do not guarantee any outcome.",
            "Free minutes and promotional discounts, which have no cash value.",
            "Consultations reported to us more than 7 days after you received the service.",
          ],
        },
      ],
    },
    {
      heading: "How to request a cancellation or refund",
      blocks: [
        {
          kind: "p",
          text: "Contact our support team by e-mail at {contactEmail} or by phone on {contactPhone}. Please give:",
        },
        {
          kind: "ul",
          items: [
            "your registered mobile number;",
            "the date and time of the order, recharge or consultation;",
            "the astrologer's name, if your request is about a consultation; and",
            "a short description of the problem and the outcome you are asking for.",
          ],
        },
        {
          kind: "p",
          text: "We will confirm that we have received your request and let you know our decision. If a refund is approved, we will tell you when it has been processed.",
        },
      ],
    },
    {
      heading: "Grievance officer",
      blocks: [
        {
          kind: "p",
          text: `If you are not satisfied with how your request was handled, you can write to our Grievance Officer, who will review the matter independently. ${grievancePeriod}`,
        },
        { kind: "ul", items: grievanceOfficerContacts },
        {
          kind: "p",
          text: "We may update this policy from time to time. The date at the top of this page shows when it was last changed, and the version in force when you placed an order applies to that order.",
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
