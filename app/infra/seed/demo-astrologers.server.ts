// DEMO CONTENT. These astrologers are invented for demonstration only: they are
// not real people, and their phone numbers (90000000NN) and e-mail addresses
// (@example.in) are deliberately fake. Rows are inserted with isDemo = true.

export type DemoAstrologer = {
  firstName: string;
  lastName: string;
  gender: "Male" | "Female" | "Non-Binary";
  age: number;
  experience: number;
  specialization: string;
  language: string;
  chatCharges: number;
  callCharges: number;
  chatCount: number;
  callCount: number;
  rating: number;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  /** 1 Active, 3 Pending, 4 Reject */
  status: 1 | 3 | 4;
  rejectionReason?: string;
  /** Number of the avatar in /images/astrologers, or null for the default image. */
  photo: number | null;
  /** How long before the seed day the application was made. */
  joinedDaysAgo: number;
};

export const demoAstrologers: DemoAstrologer[] = [
  { firstName: "Rajesh", lastName: "Sharma", gender: "Male", age: 52, experience: 26, specialization: "vedic", language: "Hindi, English", chatCharges: 45, callCharges: 50, chatCount: 11840, callCount: 9650, rating: 4.9, address: "12 Lanka Road", city: "Varanasi", state: "Uttar Pradesh", pinCode: "221005", status: 1, photo: 1, joinedDaysAgo: 410 },
  { firstName: "Priya", lastName: "Iyer", gender: "Female", age: 38, experience: 12, specialization: "tarot", language: "Tamil, English", chatCharges: 30, callCharges: 35, chatCount: 6420, callCount: 3980, rating: 4.7, address: "7 Warren Road, Mylapore", city: "Chennai", state: "Tamil Nadu", pinCode: "600004", status: 1, photo: 2, joinedDaysAgo: 388 },
  { firstName: "Subhash", lastName: "Chatterjee", gender: "Male", age: 61, experience: 35, specialization: "vedic", language: "Bengali, Hindi", chatCharges: 120, callCharges: 150, chatCount: 8890, callCount: 7420, rating: 4.8, address: "21 Hindusthan Park", city: "Kolkata", state: "West Bengal", pinCode: "700029", status: 1, photo: 3, joinedDaysAgo: 365 },
  { firstName: "Anjali", lastName: "Deshmukh", gender: "Female", age: 34, experience: 9, specialization: "numerology", language: "Marathi", chatCharges: 25, callCharges: 25, chatCount: 3210, callCount: 1875, rating: 4.5, address: "4 Prabhat Road, Erandwane", city: "Pune", state: "Maharashtra", pinCode: "411004", status: 1, photo: 4, joinedDaysAgo: 342 },
  { firstName: "Venkatesh", lastName: "Rao", gender: "Male", age: 47, experience: 20, specialization: "kp", language: "Telugu, English", chatCharges: 60, callCharges: 75, chatCount: 5120, callCount: 4480, rating: 4.6, address: "Plot 18, Road No. 3, Banjara Hills", city: "Hyderabad", state: "Telangana", pinCode: "500034", status: 1, photo: null, joinedDaysAgo: 330 },
  { firstName: "Kavitha", lastName: "Gowda", gender: "Female", age: 42, experience: 15, specialization: "vedic", language: "Kannada, Hindi", chatCharges: 40, callCharges: 45, chatCount: 4380, callCount: 2950, rating: 4.6, address: "33 DVG Road, Basavanagudi", city: "Bengaluru", state: "Karnataka", pinCode: "560004", status: 1, photo: 5, joinedDaysAgo: 301 },
  { firstName: "Hitesh", lastName: "Patel", gender: "Male", age: 45, experience: 18, specialization: "vastu", language: "Gujarati, English", chatCharges: 55, callCharges: 60, chatCount: 2760, callCount: 3105, rating: 4.4, address: "9 Swastik Society, Navrangpura", city: "Ahmedabad", state: "Gujarat", pinCode: "380009", status: 1, photo: 6, joinedDaysAgo: 287 },
  { firstName: "Lakshmi", lastName: "Menon", gender: "Female", age: 56, experience: 28, specialization: "vedic", language: "Malayalam, English", chatCharges: 90, callCharges: 110, chatCount: 7650, callCount: 6230, rating: 4.9, address: "15 Warriam Road", city: "Kochi", state: "Kerala", pinCode: "682016", status: 1, photo: 7, joinedDaysAgo: 270 },
  { firstName: "Arjun", lastName: "Malhotra", gender: "Male", age: 29, experience: 4, specialization: "tarot", language: "Hindi, English", chatCharges: 15, callCharges: 20, chatCount: 1240, callCount: 380, rating: 4.2, address: "B-42 Malviya Nagar", city: "New Delhi", state: "Delhi", pinCode: "110017", status: 1, photo: null, joinedDaysAgo: 251 },
  { firstName: "Kiran", lastName: "Joshi", gender: "Non-Binary", age: 31, experience: 6, specialization: "tarot", language: "Hindi, English", chatCharges: 20, callCharges: 25, chatCount: 2140, callCount: 960, rating: 4.5, address: "27 Bapu Nagar", city: "Jaipur", state: "Rajasthan", pinCode: "302015", status: 1, photo: 8, joinedDaysAgo: 233 },
  { firstName: "Meenakshi", lastName: "Sundaram", gender: "Female", age: 64, experience: 38, specialization: "vedic", language: "Tamil, English", chatCharges: 200, callCharges: 250, chatCount: 10450, callCount: 8760, rating: 5.0, address: "3 North Chitrai Street", city: "Madurai", state: "Tamil Nadu", pinCode: "625001", status: 1, photo: 9, joinedDaysAgo: 219 },
  { firstName: "Rohit", lastName: "Agarwal", gender: "Male", age: 36, experience: 10, specialization: "numerology", language: "Hindi, English", chatCharges: 35, callCharges: 40, chatCount: 3870, callCount: 2210, rating: 4.3, address: "11 Ashok Marg, Hazratganj", city: "Lucknow", state: "Uttar Pradesh", pinCode: "226001", status: 1, photo: null, joinedDaysAgo: 198 },
  { firstName: "Deepa", lastName: "Nair", gender: "Female", age: 40, experience: 14, specialization: "numerology", language: "Malayalam, English", chatCharges: 30, callCharges: 35, chatCount: 2980, callCount: 1640, rating: 4.4, address: "6 Vellayambalam Road", city: "Thiruvananthapuram", state: "Kerala", pinCode: "695010", status: 1, photo: 10, joinedDaysAgo: 176 },
  { firstName: "Suresh", lastName: "Reddy", gender: "Male", age: 58, experience: 30, specialization: "vedic", language: "Telugu, English", chatCharges: 75, callCharges: 90, chatCount: 6890, callCount: 5980, rating: 4.7, address: "22 MG Road, Labbipet", city: "Vijayawada", state: "Andhra Pradesh", pinCode: "520010", status: 1, photo: 11, joinedDaysAgo: 160 },
  { firstName: "Pooja", lastName: "Banerjee", gender: "Female", age: 27, experience: 3, specialization: "tarot", language: "Bengali, Hindi", chatCharges: 12, callCharges: 15, chatCount: 640, callCount: 210, rating: 3.9, address: "8 Lake Place, Ballygunge", city: "Kolkata", state: "West Bengal", pinCode: "700019", status: 1, photo: null, joinedDaysAgo: 141 },
  { firstName: "Manoj", lastName: "Tiwari", gender: "Male", age: 50, experience: 22, specialization: "palmistry", language: "Hindi, English", chatCharges: 40, callCharges: 50, chatCount: 4120, callCount: 3560, rating: 4.5, address: "E-5 Arera Colony", city: "Bhopal", state: "Madhya Pradesh", pinCode: "462016", status: 1, photo: 12, joinedDaysAgo: 122 },
  { firstName: "Nandini", lastName: "Hegde", gender: "Female", age: 44, experience: 17, specialization: "tarot", language: "Kannada, Hindi", chatCharges: 50, callCharges: 55, chatCount: 5340, callCount: 2870, rating: 4.8, address: "19 Kadri Hills", city: "Mangaluru", state: "Karnataka", pinCode: "575002", status: 1, photo: 13, joinedDaysAgo: 104 },
  { firstName: "Gaurav", lastName: "Saxena", gender: "Male", age: 33, experience: 7, specialization: "numerology", language: "Hindi, English", chatCharges: 20, callCharges: 20, chatCount: 1780, callCount: 1120, rating: 4.1, address: "56 Vijay Nagar", city: "Indore", state: "Madhya Pradesh", pinCode: "452010", status: 1, photo: null, joinedDaysAgo: 87 },
  { firstName: "Farida", lastName: "Shaikh", gender: "Female", age: 39, experience: 11, specialization: "numerology", language: "Marathi", chatCharges: 45, callCharges: 50, chatCount: 3450, callCount: 2060, rating: 4.6, address: "14 Hill Road, Bandra West", city: "Mumbai", state: "Maharashtra", pinCode: "400050", status: 1, photo: 14, joinedDaysAgo: 66 },
  { firstName: "Ramesh", lastName: "Pillai", gender: "Male", age: 67, experience: 40, specialization: "vedic", language: "Malayalam, English", chatCharges: 150, callCharges: 180, chatCount: 9120, callCount: 11870, rating: 4.9, address: "2 Round North", city: "Thrissur", state: "Kerala", pinCode: "680001", status: 1, photo: 15, joinedDaysAgo: 45 },
  // Applications still waiting for an administrator's review.
  { firstName: "Aditi", lastName: "Verma", gender: "Female", age: 30, experience: 5, specialization: "tarot", language: "Hindi, English", chatCharges: 20, callCharges: 25, chatCount: 0, callCount: 0, rating: 4.0, address: "House 311, Sector 21", city: "Chandigarh", state: "Chandigarh", pinCode: "160022", status: 3, photo: 16, joinedDaysAgo: 9 },
  { firstName: "Bhavesh", lastName: "Shah", gender: "Male", age: 41, experience: 13, specialization: "vastu", language: "Gujarati, English", chatCharges: 35, callCharges: 40, chatCount: 0, callCount: 0, rating: 4.0, address: "5 Ghod Dod Road", city: "Surat", state: "Gujarat", pinCode: "395007", status: 3, photo: null, joinedDaysAgo: 6 },
  { firstName: "Sanjana", lastName: "Das", gender: "Female", age: 26, experience: 2, specialization: "numerology", language: "Bengali, Hindi", chatCharges: 10, callCharges: 10, chatCount: 0, callCount: 0, rating: 3.5, address: "17 Zoo Road, Tarun Nagar", city: "Guwahati", state: "Assam", pinCode: "781005", status: 3, photo: null, joinedDaysAgo: 4 },
  { firstName: "Prakash", lastName: "Murthy", gender: "Male", age: 55, experience: 24, specialization: "vedic", language: "Kannada, Hindi", chatCharges: 60, callCharges: 70, chatCount: 0, callCount: 0, rating: 4.0, address: "40 Chamaraja Double Road", city: "Mysuru", state: "Karnataka", pinCode: "570024", status: 3, photo: null, joinedDaysAgo: 2 },
  // A rejected application, so the admin area has one to show.
  { firstName: "Vivek", lastName: "Chauhan", gender: "Male", age: 35, experience: 1, specialization: "vedic", language: "Hindi", chatCharges: 10, callCharges: 10, chatCount: 0, callCount: 0, rating: 3.5, address: "23 Rajpur Road", city: "Dehradun", state: "Uttarakhand", pinCode: "248001", status: 4, rejectionReason: "The PAN card image was unreadable and the name on it did not match the application. Please upload a clear copy.", photo: null, joinedDaysAgo: 14 },
];

/** Days after applying that the demo rejection was recorded. */
export const demoRejectionDelayDays = 3;
