/** The Swedish working-day calendar lives in reference data, shared with the server's on-time rate (issue 33). */
export { addWorkingDays, deliveryWindow, easterSunday, isWorkingDay, nextWorkingDay, swedishHolidays } from '@freight/reference-data';
