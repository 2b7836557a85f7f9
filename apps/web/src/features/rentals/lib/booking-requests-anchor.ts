/**
 * The id of the Rental dashboard's booking requests, which the header's bell links to
 * (/rental#booking-requests). A file of its own: the bell is in every first load, the panel
 * (its dialogs and forms) only in the Rental screen's chunk.
 */
export const BOOKING_REQUESTS_ANCHOR = 'booking-requests';
