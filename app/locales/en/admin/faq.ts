/** The FAQ and contact panel (spec §3 "FAQ and contact", §5, §8). */
export const adminFaq = {
  addFailed: "Failed to add FAQ.",
  updateFailed: "Failed to update FAQ.",
  deleteFailed: "Failed to delete FAQ.",
  contactRequired: "Email and Phone are required.",
  contactAdded: "Contact details added successfully!",
  contactUpdated: "Contact details updated successfully!",
  // Our wording: the spec names no message for these.
  questionRequired: "Please enter the question.",
  answerRequired: "Please enter the answer.",
  questionTooLong: (max: string) => `The question can be at most ${max} characters.`,
  answerTooLong: (max: string) => `The answer can be at most ${max} characters.`,
  questionUnprintable: "The question contains characters that cannot be used.",
  answerUnprintable: "The answer contains characters that cannot be used.",
  added: "FAQ added.",
  updated: "FAQ updated.",
  deleted: "FAQ deleted.",
  contactDeleted: "Contact details deleted.",
  contactDeleteFailed: "Failed to delete contact details.",
  contactFailed: "Failed to save contact details. Please try again.",
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid phone number: digits, spaces, + ( ) and -.",
  /** Above a form whose fields are marked. */
  fixFields: "Nothing was saved: please correct the fields marked below.",
} as const;
