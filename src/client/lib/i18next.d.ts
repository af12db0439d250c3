import 'i18next';
import type addressDemo from '../locales/en/addressDemo.json';
import type admin from '../locales/en/admin.json';
import type advancedSections from '../locales/en/advancedSections.json';
import type advancedTaxInfo from '../locales/en/advancedTaxInfo.json';
import type cantons from '../locales/en/cantons.json';
import type common from '../locales/en/common.json';
import type documentCategories from '../locales/en/documentCategories.json';
import type documentRecognition from '../locales/en/documentRecognition.json';
import type expert from '../locales/en/expert.json';
import type featureTest from '../locales/en/featureTest.json';
import type files from '../locales/en/files.json';
import type home from '../locales/en/home.json';
import type intro from '../locales/en/intro.json';
import type legal from '../locales/en/legal.json';
import type login from '../locales/en/login.json';
import type privacy from '../locales/en/privacy.json';
import type profile from '../locales/en/profile.json';
import type subscription from '../locales/en/subscription.json';
import type taxCards from '../locales/en/taxCards.json';
import type taxDocuments from '../locales/en/taxDocuments.json';
import type taxCalculator from '../locales/en/taxCalculator.json';
import type taxEfficiency from '../locales/en/taxEfficiency.json';
import type taxWizard from '../locales/en/taxWizard.json';
import type validation from '../locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      home: typeof home;
      intro: typeof intro;
      legal: typeof legal;
      login: typeof login;
      profile: typeof profile;
      taxEfficiency: typeof taxEfficiency;
      taxCalculator: typeof taxCalculator;
      validation: typeof validation;
      taxWizard: typeof taxWizard;
      taxCards: typeof taxCards;
      cantons: typeof cantons;
      addressDemo: typeof addressDemo;
      files: typeof files;
      advancedTaxInfo: typeof advancedTaxInfo;
      advancedSections: typeof advancedSections;
      taxDocuments: typeof taxDocuments;
      subscription: typeof subscription;
      expert: typeof expert;
      admin: typeof admin;
      privacy: typeof privacy;
      featureTest: typeof featureTest;
      documentCategories: typeof documentCategories;
      documentRecognition: typeof documentRecognition;
    };
  }
}
