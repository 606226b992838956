import type { en } from "../en";
import type { Translation } from "../translation";
import account from "./account";
import astrologers from "./astrologers";
import blog from "./blog";
import calendar from "./calendar";
import common from "./common";
import dayPeriods from "./day-periods";
import festival from "./festival";
import forms from "./forms";
import gochar from "./gochar";
import grahan from "./grahan";
import grievance from "./grievance";
import home from "./home";
import horoscope from "./horoscope";
import kundli from "./kundli";
import legal from "./legal";
import muhurat from "./muhurat";
import onboarding from "./onboarding";
import pages from "./pages";
import panchang from "./panchang";

/** The Hindi edition's texts by namespace: every English namespace, each with every English key. */
export const hi = {
  common,
  home,
  horoscope,
  blog,
  festival,
  astrologers,
  pages,
  legal,
  account,
  onboarding,
  forms,
  grievance,
  panchang,
  kundli,
  dayPeriods,
  calendar,
  muhurat,
  grahan,
  gochar,
} as const satisfies Translation<typeof en>;
