import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { mergeMessages } from './mergeMessages';

/**
 * English (fallback language). The application's own texts, then react-admin's English
 * messages with the few react-admin texts the spec words differently.
 * sv.ts has the same keys (checked by the type AppMessages).
 */
export const enApp = {
    app: {
        title: 'Frakt',
        loading: 'Loading',
        comingSoon: 'Coming soon',
        comingSoonText: 'This page is being built and will be available soon.',
        back: 'Back',
        toWelcome: 'To the start page',
    },
    route: {
        home: 'Calculate price',
        login: 'Log in',
        welcome: 'Welcome',
        sso: 'Logging in',
        about: 'Information',
        guide: 'Guide',
        faq: 'FAQ',
        news: 'News',
        carriers: 'Carriers',
        packaging: 'Buy packaging',
        insurance: 'Insurance',
        profile: 'Profile settings',
        payLater: 'Extended credit time',
        payLaterTerms: 'Terms for extended credit time',
        start: 'New shipment',
        shipmentStep1: 'Calculate price',
        shipmentStep2: 'Select carrier product',
        shipmentStep3: 'Customize',
        shipmentStep4: 'Book',
        consignment: 'Consignment',
        customs: 'Customs document',
        upspaperless: 'Paperless documents',
        claim: 'Insurance claim',
        consignmentList: 'Booked consignments',
        consignmentNew: 'Unbooked consignments',
        contactList: 'Contact list',
        contactImport: 'Import contacts',
        complaintList: 'Complaints',
        billList: 'Invoice history',
        billOrderList: 'Orders',
        demoLogin: 'Prices',
        MailTest: 'Mail test',
        // Page titles reached from the shipment screens (spec 2.1, last line).
        consignmentHistory: 'Consignment history',
        contact: 'Contact',
        paymentStatus: 'Payment status',
        carrierMessage: 'Message to the carrier',
        newsletter: 'Newsletter subscription',
    },
    topbar: {
        brand: 'Frakt',
        newShipment: 'New shipment',
        unbooked: 'Unbooked',
        booked: 'Booked',
        menu: 'Menu',
        openMenu: 'Open the profile menu',
        unreadNews: 'Unread news',
    },
    menu: {
        title: 'Menu',
        information: 'Information',
        news: 'News',
        profile: 'Profile settings',
        contacts: 'Contact list',
        bills: 'Invoice history',
        complaints: 'Complaints',
        carriers: 'Carriers',
        packaging: 'Buy packaging',
        payLater: 'Extended credit time',
        faq: 'FAQ',
        logout: 'Logout',
        close: 'Close menu',
    },
    language: {
        label: 'Language',
        sv: 'Svenska',
        en: 'English',
    },
    auth: {
        username: 'Username',
        password: 'Password',
        login: 'Log in',
        loggingIn: 'Logging in',
        demo: 'Try without logging in',
        toLogin: 'Log in with username and password',
    },
    welcome: {
        title: 'Welcome to Frakt',
    },
    validation: {
        required: 'Mandatory field',
        tooLong: 'Too many characters',
        maxWeightParcel: 'Max weight for parcel',
        email: 'Invalid e-mail address',
        tooShort: 'To short',
        minimum: 'Minimum',
        moreThan: 'More than',
        number: 'Must be number',
        fileTooLarge: 'File is too large',
        format: 'Invalid format',
        form: 'The form contains validation errors. Please address the described problems.',
        minSearchChars: 'Minimum number of characters:',
        insuranceValueRequired: 'Goods value is mandatory when insurance is chosen',
        carrierMessageConsent: 'You must accept the costs according to the price list',
    },
    error: {
        title: 'Error',
        generic: 'An error occured',
        undefined:
            'An unidentified error occurred. Try again and contact customer service if the error persists.',
        noDocument: 'No document found.',
        cityNotFound: 'City not found.',
        emptyValue: 'Empty value.',
        noUnbooked: 'There are no unbooked consignments.',
        priceNotFound: 'The price cannot be found.',
        enterPartiesFirst: 'Enter consignor and consignee first.',
        noSenderFavourite: 'There is no sender favourite.',
        noFreightProducts:
            'There are no suitable freight products for the consignment. Check that the postcodes exist for the country.',
        noPickupPoints: 'There are no pickup points or access points for the postal code.',
        noPackageFavourites:
            'You have no package favourites. Save a goods item as a favourite from the goods item row to add one.',
        archivedConsignment:
            'The consignment is archived: its details are unavailable and a waybill cannot be printed.',
        billNotFound:
            'The invoice was not found. It may take a couple of days before it appears in the PDF system.',
        creditInvoice: 'A credit invoice cannot be shown.',
        claimSendFailed:
            'Failed to send the insurance claim. Please try again. If the problem persists, contact support.',
        carrierMessageFailed: 'Failed to send the message. Contact customer service.',
        pricelessOption: 'A price cannot be given for this option. See the current price list.',
        noticeConflict: 'E-mail missing for the consignee',
    },
    confirm: {
        missionCompleted: 'Mission completed',
        updateCompleted: 'Update completed',
        deleteCompleted: 'Delete completed',
        loggingIn: 'Logging in',
        deleteQuestion: 'Are you sure? This action cannot be undone.',
        yes: 'Yes',
        no: 'No',
    },
    status: {
        unbooked: 'Unbooked',
        booked: 'Booked',
        printed: 'Printed',
        CONFIRMED: 'Booked',
        PICKUP: 'Picked up',
        IN_TRANSIT: 'In transit',
        DELIVERED: 'Delivered',
        none: 'No status',
    },
    // react-admin texts the spec words differently.
    ra: {
        message: {
            invalid_form: 'The form contains validation errors. Please address the described problems.',
            are_you_sure: 'Are you sure? This action cannot be undone.',
        },
        validation: {
            required: 'Mandatory field',
            maxLength: 'Too many characters',
            minLength: 'To short',
            number: 'Must be number',
            email: 'Invalid e-mail address',
            regex: 'Invalid format',
        },
        auth: {
            logout: 'Logout',
        },
    },
};

/** Every language file provides exactly these keys. */
export type AppMessages = MessageTree<typeof enApp>;
export type MessageTree<T> = { [K in keyof T]: T[K] extends string ? string : MessageTree<T[K]> };

export const en = mergeMessages(convertRaTranslationsToI18next(englishMessages), enApp);
